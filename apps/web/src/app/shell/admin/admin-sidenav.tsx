import AdminPanelSettingsIcon from '@mui/icons-material/Settings';
import { Box, Drawer, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMode } from './admin-mode';

const AdminMenu = lazy(() => import('./admin-menu'));

export const ADMIN_SIDENAV_WIDTH = 280;

/**
 * The admin side menu (spec 000 §2.4, 001 §6): in admin mode a drawer beside the content ('side') on wide
 * screens; on phones it would leave no room for the page, so there it opens over it ('over') from a button.
 * Its code loads only in admin mode.
 */
export function AdminSidenav({ mobile, topOffset }: { mobile: boolean; topOffset: number }) {
  const { t } = useTranslation();
  const mode = useAdminMode();
  const [overOpen, setOverOpen] = useState(false);
  if (mode === 'off') return null;
  const menu = (
    <Suspense fallback={null}>
      <AdminMenu onNavigate={() => setOverOpen(false)} />
    </Suspense>
  );
  if (mobile) {
    return (
      <>
        <IconButton
          aria-label={t('shell.admin.menu')}
          onClick={() => setOverOpen(true)}
          sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 'speedDial', bgcolor: 'secondary.main', color: 'secondary.contrastText', boxShadow: 6, '&:hover': { bgcolor: 'secondary.dark' } }}
          data-testid="admin-menu-fab"
        >
          <AdminPanelSettingsIcon />
        </IconButton>
        <Drawer anchor="right" variant="temporary" open={overOpen || mode === 'leaving'} onClose={() => setOverOpen(false)} slotProps={{ paper: { sx: { width: ADMIN_SIDENAV_WIDTH } } }}>
          <Box data-testid="admin-sidenav" data-drawer-mode="over">
            {menu}
          </Box>
        </Drawer>
      </>
    );
  }
  return (
    <Drawer
      anchor="right"
      variant="permanent"
      open
      sx={{ width: ADMIN_SIDENAV_WIDTH, flexShrink: 0 }}
      slotProps={{ paper: { sx: { width: ADMIN_SIDENAV_WIDTH, position: 'sticky', top: topOffset, height: '100%', maxHeight: `calc(100vh - ${topOffset}px)`, zIndex: 'auto' } } }}
    >
      <Box data-testid="admin-sidenav" data-drawer-mode="side">
        {menu}
      </Box>
    </Drawer>
  );
}
