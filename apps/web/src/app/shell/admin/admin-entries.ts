/**
 * The entries of the admin side menu (spec 000 §2.4 "Admin settings panel", issue 12 §5): each opens one
 * administration dialog. A feature exports its dialog from its index.ts as a `lazy(() => import(...))`
 * component, so that its code loads only when an admin opens it, and adds one line here.
 *
 * The admin menu (admin mode, app/shell/admin) lists these in `section` order; `visible` hides an entry that does
 * not apply (e.g. 'Save view for user' only for the Karten preset).
 */
import { createElement, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
// Icons the sidenav already loads where possible: the entry's budget holds few new ones.
import AssignmentIcon from '@mui/icons-material/Assignment';
import ImageIcon from '@mui/icons-material/Image';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaletteIcon from '@mui/icons-material/Palette';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { TUserInit, TLicenseAppearance } from '@portal/domain';
import { AppearanceDialog, LogoDialog } from '../../../features/appearance';
import { AuditLogDialog } from '../../../features/audit-log';
import { ContentPagesDialog } from '../../../features/content-pages';
import { CardBackupsDialog, SaveViewDialog } from '../../../features/cards';
import { EndUserAppearanceDialog } from '../../../features/dashboard';
import { DetailViewsDialog, ProfilesDialog } from '../../../features/detail-views';
import { MemberAnalysesDialog } from '../../../features/needs-analysis';
import { PdfTemplatesDialog } from '../../../features/report-cards';
import { QuoteProductsDialog } from '../../../features/quote-start';

/** What every admin dialog receives. */
export type TAdminDialogProps = { open: boolean; onClose: () => void };

export type TAdminEntry = {
  /** Stable id, also the dialog's `?admin=` search value and data-testid suffix (`admin-entry-<id>`). */
  id: string;
  /** i18n key of the menu label. */
  labelKey: string;
  /** The menu icon (an MUI icon element). */
  icon: ReactElement;
  section: 'views' | 'portal' | 'appearance' | 'log';
  dialog: LazyExoticComponent<ComponentType<TAdminDialogProps>>;
  visible?: (ctx: { userInit: TUserInit; appearance: TLicenseAppearance }) => boolean;
};

/** Filled by the features (one line each); read by the admin menu. */
export const ADMIN_ENTRIES: TAdminEntry[] = [
  { id: 'end-user-appearance', labelKey: 'shell.admin.entries.endUserAppearance', icon: createElement(ViewQuiltIcon), section: 'views', dialog: EndUserAppearanceDialog },
  { id: 'save-view', labelKey: 'shell.admin.entries.saveView', icon: createElement(PlaylistAddCheckIcon), section: 'portal', dialog: SaveViewDialog, visible: ({ userInit }) => userInit.Preset === 'Karten' },
  { id: 'card-backups', labelKey: 'shell.admin.entries.cardBackups', icon: createElement(AssignmentIcon), section: 'portal', dialog: CardBackupsDialog, visible: ({ userInit }) => userInit.Preset === 'Karten' },
  { id: 'audit-log', labelKey: 'shell.admin.entries.auditLog', icon: createElement(ListAltIcon), section: 'log', dialog: AuditLogDialog },
  { id: 'detail-views', labelKey: 'shell.admin.entries.detailViews', icon: createElement(ViewQuiltIcon), section: 'views', dialog: DetailViewsDialog, visible: ({ userInit }) => userInit.Permissions.CanCustomDetailView },
  { id: 'profiles', labelKey: 'shell.admin.entries.profiles', icon: createElement(ManageAccountsIcon), section: 'views', dialog: ProfilesDialog },
  // Spec 000 §6 "logo upload only on a custom domain": this deployment serves every licence on the portal's own host, so it is offered always.
  { id: 'logo', labelKey: 'shell.admin.entries.logo', icon: createElement(ImageIcon), section: 'appearance', dialog: LogoDialog },
  { id: 'appearance', labelKey: 'shell.admin.entries.appearance', icon: createElement(PaletteIcon), section: 'appearance', dialog: AppearanceDialog },
  // What the customers' needs analyses feed: their answers and the cover they point to (licences that offer it).
  // Report cards (issue 13): the PDF templates their cards render with.
  // Content pages (issue 14): /content/{id} pages such as 'Über uns'.
  { id: 'content-pages', labelKey: 'shell.admin.entries.contentPages', icon: createElement(AssignmentIcon), section: 'portal', dialog: ContentPagesDialog },
  { id: 'pdf-templates', labelKey: 'shell.admin.entries.pdfTemplates', icon: createElement(AssignmentIcon), section: 'portal', dialog: PdfTemplatesDialog },
  // Quote start (issue 14): the external calculation products the quote page hands over to.
  { id: 'quote-products', labelKey: 'shell.admin.entries.quoteProducts', icon: createElement(ListAltIcon), section: 'portal', dialog: QuoteProductsDialog },
  { id: 'needsAnalyses', labelKey: 'shell.admin.entries.needsAnalyses', icon: createElement(PlaylistAddCheckIcon), section: 'portal', dialog: MemberAnalysesDialog, visible: ({ userInit }) => userInit.Features.NeedsAnalysis },
];
