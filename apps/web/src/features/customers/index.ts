export { CustomerDetailPage } from './routes/customer-detail-page';
export { CustomerDetailView, CUSTOMER_FOCUSES, normaliseCustomerFocus, type TCustomerFocus } from './components/customer-detail-view';
export { customerQueryOptions, getCustomer, useCustomer, type TCustomerDetail } from './api/get-customer';
export { CustomerPicker, CUSTOMER_PICKER_TAKE, type TPickedCustomer } from './components/customer-picker';
export { CustomerListPage } from './routes/customer-list-page';
export { CustomerDetailDialog } from './components/customer-detail-dialog';
