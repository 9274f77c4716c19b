/**
 * The entries of the admin side menu (spec 000 §2.4 "Admin settings panel", issue 12 §5): each opens one
 * administration dialog. A feature exports its dialog from its index.ts as a `lazy(() => import(...))`
 * component, so that its code loads only when an admin opens it, and adds one line here.
 *
 * The admin menu (admin mode, app/shell/admin) lists these in `section` order; `visible` hides an entry that does
 * not apply (e.g. 'Save view for user' only for the Karten preset).
 */
import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { TUserInit, TLicenseAppearance } from '@portal/domain';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { createElement } from 'react';
import { DetailViewsDialog, ProfilesDialog } from '../../../features/detail-views';

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
  { id: 'detail-views', labelKey: 'adminEntries.detailViews', icon: createElement(ViewQuiltIcon), section: 'views', dialog: DetailViewsDialog, visible: ({ userInit }) => userInit.Permissions.CanCustomDetailView },
  { id: 'profiles', labelKey: 'adminEntries.profiles', icon: createElement(ManageAccountsIcon), section: 'views', dialog: ProfilesDialog },
];
