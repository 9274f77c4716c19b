import { Alert, Autocomplete, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_CATALOG, END_USER_GROUPS, endUserFields, isLicenseAdmin, withEndUserFields, type TEndUserAppearance, type TEndUserField, type TEndUserGroup } from '@portal/domain';
import { columnLabel } from '../../../ui/data-table/column-label';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { permissionContextOf, useActiveSession } from '../../session';
import { endUserAppearanceQueryOptions, saveEndUserAppearance } from '../api';
import { useDashboardTexts } from '../i18n/dashboard-texts';

/** What a private customer's card may show: the contract's own properties, not ids or broker-only ones. */
const OPTIONS = DATA_CATALOG.Vertrag.filter((d) => d.type !== 'id' && !d.brokerOnly && d.name !== 'AngebotAktuell').map((d) => d.name);
const GROUPS: TEndUserGroup[] = ['columns', 'contractInfo', 'riskInfo'];

/**
 * Admin dialog (issue 12 §10, spec 000 §3, §5): the fields of the Privat contract card — at most 4 grid columns
 * (EndUserCol1..4), 3 contract info (EndUserVZf1..3), 3 risk info (EndUserRisikoZusammenfassung1..3). The order is
 * the order of picking and labels are the portal's own: sorting and label edit are disabled.
 */
export function EndUserAppearanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ready = useDashboardTexts();
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth data-testid="end-user-appearance-dialog">
      {ready ? <EndUserAppearanceForm titleId={titleId} onClose={onClose} /> : <LoadingMessage text={t('common.loading')} />}
    </Dialog>
  );
}

function EndUserAppearanceForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { license, userInit } = useActiveSession();
  const admin = isLicenseAdmin(permissionContextOf(userInit));
  const queryClient = useQueryClient();
  const options = endUserAppearanceQueryOptions(license);
  const stored = useQuery(options);
  const [draft, setDraft] = useState<TEndUserAppearance | null>(null);
  useEffect(() => {
    if (stored.data && !draft) setDraft(stored.data);
  }, [stored.data, draft]);
  const save = useMutation({
    mutationFn: (value: TEndUserAppearance) => saveEndUserAppearance(license, value),
    onSuccess: (_r, value) => {
      queryClient.setQueryData(options.queryKey, value);
      onClose();
    },
  });
  const label = (name: string) => columnLabel(t, i18n.language, 'Vertrag', name);

  return (
    <>
      <DialogTitle id={titleId}>{t('dashboard.endUser.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('dashboard.endUser.hint')}
        </Typography>
        {!admin ? <Alert severity="info">{t('dashboard.endUser.adminOnly')}</Alert> : null}
        {stored.isError ? <ErrorAlert error={stored.error} /> : null}
        {!draft && !stored.isError ? <LoadingMessage text={t('common.loading')} py={2} /> : null}
        {draft ? (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {GROUPS.map((group) => {
              const max = END_USER_GROUPS[group].length;
              const picked = endUserFields(draft, group);
              return (
                <Autocomplete<TEndUserField, true, false, false>
                  key={group}
                  multiple
                  disabled={!admin}
                  options={OPTIONS.map((Value) => ({ Value, IsCustom: false }))}
                  value={picked}
                  isOptionEqualToValue={(o, v) => o.Value === v.Value && o.IsCustom === v.IsCustom}
                  getOptionLabel={(o) => (o.IsCustom ? o.Value : label(o.Value))}
                  getOptionDisabled={(o) => picked.length >= max && !picked.some((p) => p.Value === o.Value)}
                  onChange={(_, next) => setDraft(withEndUserFields(draft, group, next.slice(0, max)))}
                  renderValue={(value, getItemProps) =>
                    value.map((o, index) => {
                      const { key, ...itemProps } = getItemProps({ index });
                      return <Chip key={key} {...itemProps} size="small" label={o.IsCustom ? o.Value : label(o.Value)} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField {...params} label={t(`dashboard.endUser.${group}`)} helperText={t('dashboard.endUser.limit', { max })} data-testid={`end-user-${group}`} />
                  )}
                />
              );
            })}
            {save.isError ? <ErrorAlert error={save.error} /> : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('dashboard.endUser.cancel')}
        </Button>
        <Button variant="contained" onClick={() => draft && save.mutate(draft)} disabled={!admin || !draft || save.isPending} data-testid="end-user-appearance-save">
          {t('dashboard.endUser.save')}
        </Button>
      </DialogActions>
    </>
  );
}
