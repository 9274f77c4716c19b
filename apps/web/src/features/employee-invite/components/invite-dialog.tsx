import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZInviteQuery, type TFilter, type TInviteRole } from '@portal/domain';
import { useListQuery } from '../../../ui/data-table/data-query-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useActiveSession } from '../../session';
import { CheckMark } from './check-mark';
import { invitePermissionsQueryOptions, useInviteEmployee } from '../api';

/** Customers per page of the picker: the caller's book may hold thousands, so it pages from the server. */
const PAGE = 50;
const SORTS = [{ Property: 'Kundenname', Direction: 'asc' as const }];
const FIELDS = ['Id', 'Kundenname'];

/**
 * The invite dialog (spec 001 §2.4, §5): step 1 e-mail and role, step 2 the customers the invitee may see (the
 * caller's visible customers, searchable and paged), with select all / deselect all of the loaded ones, the
 * 'select at least one customer' hint, back and invite. Closes with the invited e-mail, or null when cancelled.
 */
export function InviteDialog({ onClose }: { onClose: (invitedEmail: string | null) => void }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const titleId = useId();
  const roles = useQuery(invitePermissionsQueryOptions(license));
  const invite = useInviteEmployee(license);
  const [step, setStep] = useState<0 | 1>(0);
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [role, setRole] = useState<TInviteRole | ''>('');
  const [roleTouched, setRoleTouched] = useState(false);
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());

  const emailValid = ZInviteQuery.shape.email.safeParse(email).success;
  const stepOneValid = emailValid && role !== '';

  function submit(): void {
    if (role === '' || !emailValid || chosen.size === 0) return;
    const address = email.trim().toLowerCase();
    invite.mutate({ email: address, permission: role, customers: [...chosen.keys()] }, { onSuccess: () => onClose(address) });
  }

  return (
    <Dialog open onClose={() => (invite.isPending ? undefined : onClose(null))} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="employee-invite-dialog">
      <DialogTitle id={titleId}>{t('employeeInvite.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 2 }}>
          <Step>
            <StepLabel>{t('employeeInvite.dialog.step1')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('employeeInvite.dialog.step2')}</StepLabel>
          </Step>
        </Stepper>
        {step === 0 ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('employeeInvite.dialog.email')}
              type="email"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setEmailTouched(true)}
              error={emailTouched && !emailValid}
              helperText={emailTouched && !emailValid ? t('employeeInvite.dialog.emailError') : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'employee-invite-email', maxLength: 254 } }}
            />
            <FormControl required error={roleTouched && role === ''}>
              <InputLabel id={`${titleId}-role`}>{t('employeeInvite.role')}</InputLabel>
              <Select
                labelId={`${titleId}-role`}
                label={t('employeeInvite.role')}
                value={role}
                onChange={(e) => setRole(e.target.value as TInviteRole)}
                onClose={() => setRoleTouched(true)}
                data-testid="employee-invite-role"
              >
                {(roles.data?.Permissions ?? []).map((r) => (
                  <MenuItem key={r} value={r} data-testid={`employee-invite-role-${r}`}>
                    {t(`employeeInvite.roles.${r}`)}
                  </MenuItem>
                ))}
              </Select>
              <FormHelperText>{roleTouched && role === '' ? t('employeeInvite.dialog.roleError') : ' '}</FormHelperText>
            </FormControl>
            {roles.isError ? <ErrorAlert error={roles.error} /> : null}
          </Stack>
        ) : (
          <CustomerPicker license={license} chosen={chosen} onChange={setChosen} />
        )}
        {invite.isError ? <ErrorAlert error={invite.error} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)} disabled={invite.isPending}>
          {t('employeeInvite.dialog.cancel')}
        </Button>
        {step === 0 ? (
          <Button variant="contained" disabled={!stepOneValid} onClick={() => setStep(1)} data-testid="employee-invite-next">
            {t('employeeInvite.dialog.next')}
          </Button>
        ) : (
          <>
            <Button onClick={() => setStep(0)} disabled={invite.isPending} data-testid="employee-invite-back">
              {t('employeeInvite.dialog.back')}
            </Button>
            <Button
              variant="contained"
              disabled={!stepOneValid || chosen.size === 0 || invite.isPending}
              onClick={submit}
              startIcon={invite.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              data-testid="employee-invite-submit"
            >
              {t('employeeInvite.dialog.invite')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function CustomerPicker({ license, chosen, onChange }: { license: string; chosen: ReadonlyMap<string, string>; onChange: (next: ReadonlyMap<string, string>) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const filters = useMemo<TFilter[]>(() => (term ? [{ Property: 'Kundenname', Operator: 'Contains', Value: term }] : []), [term]);
  const list = useListQuery({ license, type: 'Kunde', fields: FIELDS, filters, sorts: SORTS, take: PAGE });
  const rows = list.rows.map((r) => ({ id: String(r.Id), name: String(r.Kundenname ?? '') }));
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.id));

  function toggle(id: string, name: string): void {
    const next = new Map(chosen);
    if (next.has(id)) next.delete(id);
    else next.set(id, name);
    onChange(next);
  }
  function toggleAll(): void {
    const next = new Map(chosen);
    for (const r of rows) {
      if (allChosen) next.delete(r.id);
      else next.set(r.id, r.name);
    }
    onChange(next);
  }

  return (
    <Stack spacing={1.5} sx={{ pt: 1 }}>
      <TextField type="search" label={t('employeeInvite.dialog.search')} value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'employee-invite-search' } }} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" role="status" data-testid="employee-invite-selected">
          {t('employeeInvite.dialog.selected', { count: chosen.size })}
        </Typography>
        {list.query.isFetching ? <CircularProgress size={20} aria-label={t('employeeInvite.loading')} /> : null}
      </Stack>
      {chosen.size === 0 ? (
        <Alert severity="info" data-testid="employee-invite-hint">
          {t('employeeInvite.dialog.selectAtLeastOne')}
        </Alert>
      ) : null}
      {list.query.isError ? <ErrorAlert error={list.query.error} /> : null}
      <Box sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <List dense disablePadding>
          {rows.length > 0 ? (
            <ListItem disablePadding divider>
              <ListItemButton onClick={toggleAll} role="checkbox" aria-checked={allChosen ? true : rows.some((r) => chosen.has(r.id)) ? 'mixed' : false} data-testid="employee-invite-select-all">
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <CheckMark checked={allChosen} indeterminate={!allChosen && rows.some((r) => chosen.has(r.id))} />
                </ListItemIcon>
                <ListItemText primary={allChosen ? t('employeeInvite.dialog.deselectAll') : t('employeeInvite.dialog.selectAll')} />
              </ListItemButton>
            </ListItem>
          ) : null}
          {rows.map((r) => (
            <ListItem key={r.id} disablePadding>
              <ListItemButton onClick={() => toggle(r.id, r.name)} role="checkbox" aria-checked={chosen.has(r.id)} data-testid="employee-invite-customer">
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <CheckMark checked={chosen.has(r.id)} />
                </ListItemIcon>
                <ListItemText primary={r.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {list.query.data && rows.length === 0 ? <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('employeeInvite.dialog.noCustomers')}</Typography> : null}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {list.total !== undefined ? t('employeeInvite.dialog.shown', { shown: rows.length, total: list.total }) : null}
        </Typography>
        {list.query.hasNextPage ? (
          <Button size="small" onClick={() => void list.query.fetchNextPage()} disabled={list.query.isFetchingNextPage}>
            {t('employeeInvite.dialog.loadMore')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
