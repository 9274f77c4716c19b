import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../customers';
import { EMPTY_CLAIM_FILTER, type TClaimFilterForm } from '../claim-list-filters';

type Props = {
  license: string;
  form: TClaimFilterForm;
  onChange: (form: TClaimFilterForm) => void;
  /** Translated messages of claimListView for the date fields. */
  errors: { from?: string; to?: string };
  /** Whether the member may filter by customer (claim reporters see no customer of a claim). */
  customerFilter?: boolean;
};

/** The filters of the claims list (spec 000 §2.7): date range, open claims, last-year claims, customer, drafts. */
export function ClaimFilterBar({ license, form, onChange, errors, customerFilter = true }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const set = (patch: Partial<TClaimFilterForm>) => onChange({ ...form, ...patch });
  const toggle = (name: string, checked: boolean, on: (v: boolean) => void, label: string) => (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => on(e.target.checked)} slotProps={{ input: { 'data-testid': `filter-${name}` } as object }} />}
      label={label}
    />
  );
  const dateField = (name: 'from' | 'to', label: string) => (
    <TextField
      size="small"
      label={label}
      value={form[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      placeholder={t('dataTable.dateHint')}
      error={!!errors[name]}
      helperText={errors[name] ?? t('dataTable.dateHint')}
      slotProps={{ htmlInput: { 'data-testid': `filter-${name}`, inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} data-testid="claim-filters">
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('lists.filters')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {customerFilter ? <CustomerPicker license={license} value={form.customer} onChange={(customer) => set({ customer })} /> : null}
        {dateField('from', t('claims.filters.from'))}
        {dateField('to', t('claims.filters.to'))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>
        {toggle('open', form.openOnly, (openOnly) => set({ openOnly }), t('claims.filters.open'))}
        {toggle('lastYear', form.lastYear, (lastYear) => set({ lastYear }), t('claims.filters.lastYear'))}
        {toggle('drafts', form.drafts, (drafts) => set({ drafts }), t('claims.filters.drafts'))}
        <Button size="small" onClick={() => onChange({ ...EMPTY_CLAIM_FILTER, groupBy: form.groupBy })} data-testid="filter-reset">
          {t('lists.resetFilters')}
        </Button>
      </Stack>
    </Stack>
  );
}
