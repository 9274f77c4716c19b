import 'i18next';
import type { TTranslation } from './resources';
import type { TSigningTexts } from '../features/signing/i18n/signing-texts';
import type { TDashboardTexts } from '../features/dashboard/i18n/dashboard-texts';
import type { TDetailViewsTexts } from '../features/detail-views/i18n/detail-views-texts';
import type { TNeedsAnalysisTexts } from '../features/needs-analysis/i18n/texts';
import type { TContractCoverTexts } from '../features/contracts/i18n/texts';
import type { TAppearanceTexts } from '../features/appearance/i18n/texts';
import type { TAgenciesTexts } from '../features/agencies/i18n/texts';
import type { TFaqTexts } from '../features/faq/i18n/texts';
import type { TContentPagesTexts } from '../features/content-pages/i18n/texts';
import type { TRiskManagementTexts } from '../features/risk-management/i18n/texts';
import type { TVehiclesTexts } from '../features/vehicles/i18n/texts';
import type { TEmployeeInviteTexts } from '../features/employee-invite/i18n/texts';
import type { TServicesTexts } from '../features/services/i18n/texts';
import type { TQuoteStartTexts } from '../features/quote-start/i18n/texts';
import type { TPortfolioAnalysisTexts } from '../features/portfolio-analysis/i18n/texts';

// Typed keys: t('…') with a key that German lacks does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Some features' texts load with their pages and dialogs (i18n/lazy-texts.ts).
    resources: {
      translation: TTranslation & { signing: TSigningTexts; dashboard: TDashboardTexts; detailViews: TDetailViewsTexts; needsAnalysis: TNeedsAnalysisTexts; appearance: TAppearanceTexts; agencies: TAgenciesTexts; faq: TFaqTexts; contentPages: TContentPagesTexts; riskManagement: TRiskManagementTexts; services: TServicesTexts; contractCover: TContractCoverTexts; portfolioAnalysis: TPortfolioAnalysisTexts; employeeInvite: TEmployeeInviteTexts; vehicles: TVehiclesTexts; quoteStart: TQuoteStartTexts };
    };
    returnNull: false;
  }
}
