import AdminPanelSettingsIcon from '@mui/icons-material/Settings';
import DevicesIcon from '@mui/icons-material/Devices';
import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, Box, Button, Divider, Popover, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '@portal/domain';
import { useActiveSession } from '../../../features/session';
import { useLogout } from '../use-logout';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useSwitchLicence } from '../use-switch-licence';
import { adminModeStore, useAdminMode } from '../admin/admin-mode';
import { LicenceSelector } from './licence-selector';

// Opens from this panel: its code loads when it first opens.
const ActiveSessionsDialog = lazyDialog(() => import('../../../features/sessions/components/active-sessions-dialog').then((m) => m.ActiveSessionsDialog));

function displayName(user: TSessionUser): string {
  return [user.Title, user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Email;
}

function initials(user: TSessionUser): string {
  const letters = `${user.FirstName.charAt(0)}${user.LastName.charAt(0)}`.trim();
  return (letters || user.Email.charAt(0)).toUpperCase();
}

/**
 * The user's panel: who is logged in and in which licence, the licence selector (several
 * licences) and logout. A small non-modal dialog rather than a menu, because it also shows
 * information that is no menu item.
 */
export function ProfileMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { userInit, licences, license } = useActiveSession();
  const { logout, pending } = useLogout();
  const switchLicence = useSwitchLicence();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const adminMode = useAdminMode();
  const panelId = useId();
  const titleId = useId();
  const user = userInit.User;
  const name = displayName(user);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        data-testid="profile-menu-button"
        sx={{ textTransform: 'none', minWidth: 0, gap: 1, px: compact ? 0.5 : 1 }}
      >
        {/* Named by what it shows (WCAG 2.5.3: initials, on wide screens the name) plus a hidden hint. */}
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.9rem', bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>{initials(user)}</Avatar>
        {compact ? null : (
          <Typography component="span" noWrap sx={{ maxWidth: 180 }}>
            {name}
          </Typography>
        )}
        <span style={visuallyHidden}>{compact ? t('shell.profile.hintWithName', { name }) : t('shell.profile.hint')}</span>
      </Button>
      <Popover
        id={panelId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        // Inside the header landmark rather than at the end of <body>.
        disablePortal
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
        data-testid="profile-menu"
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }} data-testid="profile-name">
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.Email}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('shell.profile.roleInLicence', { role: t(`roles.${userInit.Role}`), licence: userInit.LicenseName })}
          </Typography>
        </Box>
        {licences.length > 1 ? (
          <>
            <Divider />
            <LicenceSelector
              licences={licences}
              active={license}
              onSelect={(next) => {
                close();
                switchLicence(next);
              }}
            />
          </>
        ) : null}
        <Divider />
        <Stack spacing={1} sx={{ p: 1.5 }}>
          {userInit.User.IsGuest ? null : (
            <Button
              startIcon={<DevicesIcon />}
              onClick={() => {
                close();
                setSessionsOpen(true);
              }}
              data-testid="active-sessions"
            >
              {t('sessions.mine.open')}
            </Button>
          )}
          {userInit.IsLicenseAdmin && !userInit.ReadOnly ? (
            <Button
              startIcon={<AdminPanelSettingsIcon />}
              aria-pressed={adminMode !== 'off'}
              onClick={() => {
                close();
                if (adminMode === 'off') adminModeStore.enter();
                else adminModeStore.requestLeave();
              }}
              data-testid="admin-mode-toggle"
            >
              {adminMode === 'off' ? t('shell.admin.enter') : t('shell.admin.leave')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<LogoutIcon />}
            disabled={pending}
            onClick={() => {
              close();
              void logout();
            }}
            data-testid="logout"
          >
            {t('shell.profile.logout')}
          </Button>
        </Stack>
      </Popover>
      <ActiveSessionsDialog open={sessionsOpen} onClose={() => setSessionsOpen(false)} />
    </>
  );
}
