import DescriptionIcon from '@mui/icons-material/Description';
import InboxIcon from '@mui/icons-material/Inbox';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { AppBar, Box, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { canSeeServices } from '@portal/domain';
import { LegendButton } from '../../../features/legend';
import { GlobalSearchField } from '../../../features/search';
import { permissionContextOf, useActiveSession } from '../../../features/session';
import { useSummary } from '../../../features/summary';
import { CounterLinkButton } from './counter-link-button';
import { HelpButton } from './help-button';
import { HistoryNavButton } from './history-nav-button';
import { LicenceBrand } from './licence-brand';
import { NavbarLanguageMenu } from './navbar-language-menu';
import { ProfileMenu } from './profile-menu';
import { SidenavToggleButton } from './sidenav-toggle-button';

type Props = { compact: boolean; sidenavOpen: boolean; onToggleSidenav: () => void };

/**
 * The navbar of spec 000 §2.2 as far as its pages exist: sidenav toggle, history, logo, global search
 * with the legend of the line icons, post box and new documents with their counts, language, help and
 * the profile menu. Services and the dashboard/documents menus join with their issues; no dead control
 * stands in for them.
 */
export function Navbar({ compact, sidenavOpen, onToggleSidenav }: Props) {
  const { t } = useTranslation();
  const { license, appearance, userInit } = useActiveSession();
  const summary = useSummary(license);

  return (
    <AppBar
      position="sticky"
      elevation={1}
      sx={(theme) => ({ bgcolor: theme.portal.headerBackground, color: theme.portal.headerText })}
      data-testid="navbar"
    >
      <Toolbar
        variant={compact ? 'dense' : 'regular'}
        // Phones: tighter icon buttons so every control fits in one row (still above the 24 px target size).
        // Only the brand gives way when the row is short: a shrunken profile button was cut off (and the
        // page 3 px too wide on a 375 px phone).
        sx={{
          gap: compact ? 0 : 0.5,
          px: { xs: 0.5, sm: 2 },
          '& > :not([data-testid="navbar-brand"])': { flexShrink: 0 },
          ...(compact ? { '& .MuiIconButton-root': { p: 0.75 } } : {}),
        }}
      >
        <SidenavToggleButton open={sidenavOpen} onToggle={onToggleSidenav} />
        <HistoryNavButton direction="back" />
        {compact ? null : <HistoryNavButton direction="forward" />}
        <LicenceBrand compact={compact} />
        <Box sx={{ flex: 1 }} />
        <GlobalSearchField compact={compact} />
        {compact ? null : <LegendButton />}
        {appearance.Appearance.hidePostbox ? null : (
          <CounterLinkButton
            label={t('shell.postbox')}
            count={summary.data?.Posteingang}
            icon={<InboxIcon />}
            path="/vorgang/posteingang"
            testId="navbar-postbox"
          />
        )}
        {/* The services (/meldung, spec 000 §6): not for claim reporters, and only with a service to start. */}
        {!compact && !appearance.Appearance.hideServices && canSeeServices(permissionContextOf(userInit)) ? (
          <CounterLinkButton label={t('shell.services')} count={undefined} icon={<PostAddIcon />} path="/meldung" testId="navbar-services" />
        ) : null}
        <CounterLinkButton
          label={t('shell.newDocuments')}
          count={summary.data?.NewDocuments}
          icon={<DescriptionIcon />}
          path="/dokumente/neue_dokumente"
          testId="navbar-new-documents"
        />
        {userInit.Features.MultiLanguage ? <NavbarLanguageMenu compact={compact} /> : null}
        <HelpButton />
        <ProfileMenu compact={compact} />
      </Toolbar>
    </AppBar>
  );
}
