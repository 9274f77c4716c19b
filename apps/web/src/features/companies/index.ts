export { CompanyDetailView, CompanyIcon } from './components/company-detail-view';
export { CompanyFeed } from './components/company-feed';
export { CompanyDetailPage } from './routes/company-detail-page';
export { companyQueryOptions, getCompany, useCompany, type TCompanyDetail } from './api/get-company';
export { CompanyListPage } from './routes/company-list-page';
