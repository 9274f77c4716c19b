import { Box, Drawer, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListItemButtonLink } from '../../../ui/router-links';
import { NAV_ICONS } from './nav-icons';
import { useNavEntries } from './use-nav-entries';

export const SIDENAV_ID = 'app-sidenav';
export const SIDENAV_WIDTH = 248;

type Props = { mobile: boolean; open: boolean; onClose: () => void; topOffset: number };

/**
 * The sidenav (spec 000 §2.2): a drawer beside the content on desktop, over it on mobile.
 * On mobile it closes after a choice so the chosen page is visible.
 */
export function Sidenav({ mobile, open, onClose, topOffset }: Props) {
  const { t } = useTranslation();
  const entries = useNavEntries();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  const list = (
    <Box component="nav" id={SIDENAV_ID} aria-label={t('shell.sidenav.label')} data-testid="sidenav">
      <List>
        {entries.map(({ key, path }) => {
          const Icon = NAV_ICONS[key];
          const active = pathname === path || pathname.startsWith(`${path}/`);
          return (
            <ListItem key={key} disablePadding>
              <ListItemButtonLink
                to={path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={mobile ? onClose : undefined}
                data-testid={`sidenav-${key}`}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(`nav.${key}`)} />
              </ListItemButtonLink>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { 'aria-label': t('shell.sidenav.label'), sx: { width: SIDENAV_WIDTH } } }}
      >
        {list}
      </Drawer>
    );
  }
  if (!open) return null;
  return (
    <Drawer
      variant="permanent"
      open
      sx={{ width: SIDENAV_WIDTH, flexShrink: 0 }}
      slotProps={{
        paper: {
          sx: {
            width: SIDENAV_WIDTH,
            // In the page flow below the sticky navbar instead of MUI's fixed full-height paper.
            position: 'sticky',
            top: topOffset,
            // As tall as the content row, but never taller than the viewport, so the footer stays in view.
            height: '100%',
            maxHeight: `calc(100vh - ${topOffset}px)`,
            // Below the navbar, whose menus open over the sidenav.
            zIndex: 'auto',
          },
        },
      }}
    >
      {list}
    </Drawer>
  );
}
