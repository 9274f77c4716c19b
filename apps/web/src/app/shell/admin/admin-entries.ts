/**
 * The entries of the admin side menu (spec 000 §2.4 "Admin settings panel", issue 12 §5): each opens one
 * administration dialog. A feature exports its dialog from its index.ts as a `lazy(() => import(...))`
 * component, so that its code loads only when an admin opens it, and adds one line here.
 *
 * The admin menu (admin mode, app/shell/admin) lists these in `section` order; `visible` hides an entry that does
 * not apply (e.g. 'Save view for user' only for the Karten preset).
 */
import { createElement, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import ImageIcon from '@mui/icons-material/Image';
import PaletteIcon from '@mui/icons-material/Palette';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import type { TUserInit, TLicenseAppearance } from '@portal/domain';
import { AppearanceDialog, LogoDialog } from '../../../features/appearance';
import { MemberAnalysesDialog } from '../../../features/needs-analysis';

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
  // Spec 000 §6 "logo upload only on a custom domain": this deployment serves every licence on the portal's own host, so it is offered always.
  { id: 'logo', labelKey: 'appearanceAdmin.logo', icon: createElement(ImageIcon), section: 'appearance', dialog: LogoDialog },
  { id: 'appearance', labelKey: 'appearanceAdmin.appearance', icon: createElement(PaletteIcon), section: 'appearance', dialog: AppearanceDialog },
  // What the customers' needs analyses feed: their answers and the cover they point to (licences that offer it).
  { id: 'needsAnalyses', labelKey: 'appearanceAdmin.needsAnalyses', icon: createElement(PlaylistAddCheckIcon), section: 'portal', dialog: MemberAnalysesDialog, visible: ({ userInit }) => userInit.Features.NeedsAnalysis },
];
