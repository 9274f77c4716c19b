import PersonAddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Snackbar,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type TInvitedUser } from '@portal/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { invitedUsersQueryOptions, useRemoveEmployees } from '../api';
import { CheckMark } from '../components/check-mark';
import { InviteDialog } from '../components/invite-dialog';
import { employeeInviteTexts } from '../i18n/texts';
import { FactList } from '../../../ui/fact-list';

/** /employee-invite (spec 001 §2.4): invited users, their details, the invite dialog and removal. */
export function EmployeeInvitePage() {
  const ready = employeeInviteTexts.useReady();
  return ready ? <EmployeeInviteContent /> : <CircularProgress sx={{ m: 4 }} />;
}

function EmployeeInviteContent() {
  const { t } = useTranslation();
  usePageTitle(t('employeeInvite.title'));
  const { license } = useActiveSession();
  const users = useQuery(invitedUsersQueryOptions(license));
  const remove = useRemoveEmployees(license);
  const [multi, setMulti] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const listHeading = useId();
  const detailsHeading = useId();

  const rows = useMemo(() => users.data?.Users ?? [], [users.data]);
  // Selections of users no longer listed (removed elsewhere) drop out.
  const chosen = useMemo(() => rows.filter((u) => selected.has(u.Email)), [rows, selected]);

  function toggle(email: string): void {
    setSelected((prev) => {
      if (!multi) return prev.has(email) && prev.size === 1 ? new Set() : new Set([email]);
      const next = new Set(prev);
      if (next.has(email)) next.delete(email);
      else next.add(email);
      return next;
    });
  }

  function removeChosen(): void {
    setConfirming(false);
    const emails = chosen.map((u) => u.Email);
    remove.mutate(emails, {
      onSuccess: (r) => {
        setSelected(new Set());
        setMessage(t('employeeInvite.deleted', { count: r.Removed }));
      },
    });
  }

  const busy = users.isFetching || remove.isPending;
  return (
    <Stack spacing={2.5} data-testid="employee-invite-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('employeeInvite.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('employeeInvite.intro')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)} sx={{ flexShrink: 0 }} data-testid="employee-invite-add">
          {t('employeeInvite.add')}
        </Button>
      </Stack>
      {users.isError ? <ErrorAlert error={users.error} /> : null}
      {remove.isError ? <ErrorAlert error={remove.error} /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Card variant="outlined" component="section" aria-labelledby={listHeading} data-testid="employee-invite-users">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography id={listHeading} variant="h6" component="h2">
                  {t('employeeInvite.usersTitle')}
                </Typography>
                {busy ? <CircularProgress size={20} aria-label={t('employeeInvite.loading')} data-testid="employee-invite-spinner" /> : null}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={multi}
                      onChange={(e) => {
                        setMulti(e.target.checked);
                        if (!e.target.checked) setSelected((prev) => new Set([...prev].slice(0, 1)));
                      }}
                      slotProps={{ input: { 'data-testid': 'employee-invite-multi' } as object }}
                    />
                  }
                  label={t('employeeInvite.multiSelect')}
                />
                <Button color="error" startIcon={<DeleteIcon />} disabled={chosen.length === 0 || remove.isPending} onClick={() => setConfirming(true)} data-testid="employee-invite-delete">
                  {t('employeeInvite.delete')}
                </Button>
              </Stack>
            </Stack>
            {users.data && rows.length === 0 ? <Alert severity="info" sx={{ mt: 1 }}>{t('employeeInvite.empty')}</Alert> : null}
            <List aria-labelledby={listHeading}>
              {rows.map((u) => (
                <ListItem key={u.Email} disablePadding>
                  <ListItemButton selected={selected.has(u.Email)} onClick={() => toggle(u.Email)} aria-pressed={selected.has(u.Email)} sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }} data-testid="employee-invite-user">
                    {multi ? (
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <CheckMark checked={selected.has(u.Email)} />
                      </ListItemIcon>
                    ) : null}
                    <ListItemText
                      primary={u.Email}
                      secondary={`${t(`employeeInvite.roles.${roleKey(u.Permission)}`)} · ${t('employeeInvite.lastActivity')}: ${formatDate(u.LastActivity) ?? t('employeeInvite.never')}`}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      sx={{ flex: { xs: '1 1 60%', sm: '1 1 auto' } }}
                    />
                    <Chip size="small" variant="outlined" color={u.Status === 'accepted' ? 'success' : 'default'} label={t(`employeeInvite.statusValue.${u.Status}`)} sx={{ ml: { xs: 0, sm: 1 }, mb: { xs: 0.5, sm: 0 } }} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby={detailsHeading} data-testid="employee-invite-details">
          <CardContent>
            <Typography id={detailsHeading} variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('employeeInvite.detailsTitle')}
            </Typography>
            <Details users={chosen} />
          </CardContent>
        </Card>
      </Box>
      {inviting ? (
        <InviteDialog
          onClose={(email) => {
            setInviting(false);
            if (email) setMessage(t('employeeInvite.dialog.invited', { email }));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('employeeInvite.deleteTitle')}
        text={t('employeeInvite.deleteText', { count: chosen.length })}
        confirmLabel={t('employeeInvite.deleteConfirm')}
        onConfirm={removeChosen}
        onCancel={() => setConfirming(false)}
        testId="employee-invite-delete-dialog"
      />
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Stack>
  );
}

const roleKey = (permission: string): 'employee' | 'licenseAdmin' => (permission === 'licenseAdmin' ? 'licenseAdmin' : 'employee');

/** Role, last activity and customers of the selection; 'select a user' for none, 'multiple values' where several differ. */
function Details({ users }: { users: readonly TInvitedUser[] }) {
  const { t } = useTranslation();
  if (users.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('employeeInvite.selectUser')}</Typography>;
  const one = <T,>(values: T[], show: (v: T) => string): string => (new Set(values.map((v) => JSON.stringify(v))).size === 1 ? show(values[0]!) : t('employeeInvite.multipleValues'));
  const customers = one(
    users.map((u) => u.Customers.map((c) => c.Name1)),
    (names) => names.join(', '),
  );
  const facts: [string, string][] = [
    [t('employeeInvite.role'), one(users.map((u) => u.Permission), (p) => t(`employeeInvite.roles.${roleKey(p)}`))],
    [t('employeeInvite.lastActivity'), one(users.map((u) => u.LastActivity), (v) => formatDate(v) ?? t('employeeInvite.never'))],
    [t('employeeInvite.status'), one(users.map((u) => u.Status), (s) => t(`employeeInvite.statusValue.${s}`))],
    [t('employeeInvite.customers'), customers],
  ];
  return (
    <>
      {users.length === 1 ? <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', mb: 1 }}>{users[0]!.Email}</Typography> : null}
      <FactList facts={facts} variant="body1" data-testid="employee-invite-facts" />
    </>
  );
}
