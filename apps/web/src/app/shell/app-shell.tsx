import { Box } from '@mui/material';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useLiveEvents } from '../../features/live-events';
import { WelcomeDialog } from '../../features/activity';
import { useActiveSession } from '../../features/session';
import { NeedsAnalysisGate } from '../../features/needs-analysis';
import { IdleWarning } from '../../features/sessions';
import { SkipLink } from '../../ui/skip-link';
import { useIsMobile } from '../../ui/use-media';
import { AppFooter } from './footer/app-footer';
import { LicenceBanner } from './licence-banner';
import { Navbar } from './navbar/navbar';
import { PreviewBar, ReadOnlyBar } from './notice-bars';
import { Sidenav } from './sidenav/sidenav';
import { useLogout } from './use-logout';
import { useSidenavOpen } from './use-sidenav-open';

// Admin mode's side menu and the ?admin= dialogs: their code (and the admin entries) loads only for licence admins.
const AdminSidenav = lazy(() => import('./admin/admin-sidenav').then((m) => ({ default: m.AdminSidenav })));
const AdminDialogHost = lazy(() => import('./admin/admin-dialog-host').then((m) => ({ default: m.AdminDialogHost })));

/** Heights of MUI's regular and dense toolbars: the sidenav sits right below the navbar. */
const NAVBAR_HEIGHT = { desktop: 64, mobile: 48 };

/** The frame of every page after start-up: navbar, sidenav, the page, footer. */
export function AppShell() {
  const mobile = useIsMobile();
  const sidenav = useSidenavOpen(mobile);
  // Server push (GET /Events) keeps feeds, process pages and counters current while the shell is open.
  useLiveEvents();
  const { logout } = useLogout();
  const { userInit } = useActiveSession();
  const admin = userInit.IsLicenseAdmin;
  const navbarHeight = mobile ? NAVBAR_HEIGHT.mobile : NAVBAR_HEIGHT.desktop;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <PreviewBar />
      <ReadOnlyBar />
      <Navbar compact={mobile} sidenavOpen={sidenav.open} onToggleSidenav={sidenav.toggle} />
      {/* At least one screen below the navbar, so the footer starts below the fold: it does not jump down
          (a layout shift) when a page's chunk and data arrive after the frame. */}
      <Box sx={{ display: 'flex', flex: 1, minHeight: `calc(100vh - ${navbarHeight}px)` }}>
        <Sidenav mobile={mobile} open={sidenav.open} onClose={sidenav.close} topOffset={navbarHeight} />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
          data-testid="main-content"
        >
          <LicenceBanner />
          <ShellOutlet />
        </Box>
        {admin ? (
          <Suspense fallback={null}>
            <AdminSidenav mobile={mobile} topOffset={navbarHeight} />
          </Suspense>
        ) : null}
      </Box>
      <AppFooter />
      <WelcomeDialog />
      <NeedsAnalysisGate />
      {admin ? (
        <Suspense fallback={null}>
          <AdminDialogHost />
        </Suspense>
      ) : null}
      <IdleWarning onLogout={() => void logout()} onExpired={() => void logout({ keepPage: true })} />
    </Box>
  );
}

/**
 * The page. When the shell mounts (after the start-up, after a reload) the frame commits first and the page
 * renders right after it as a deferred, interruptible render: mounting frame and page together was one long
 * task that kept the browser from answering input. Later navigations render the page at once.
 */
function ShellOutlet() {
  const showPage = useDeferredValue(true, false);
  return showPage ? <Outlet /> : null;
}
