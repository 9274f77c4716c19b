import { Autocomplete, Button, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleBillable, toggleCollective } from '@portal/domain';
import { CustomerPicker } from '../../customers';
import { useBranches } from '../api/get-branches';
import { CONTRACT_STATUS_FILTERS, EMPTY_CONTRACT_FILTER, type TContractFilterForm, type TContractStatusFilter } from '../contract-list-filters';

type Props = {
  license: string;
  form: TContractFilterForm;
  onChange: (form: TContractFilterForm) => void;
  broker: boolean;
  privatePreset: boolean;
  /** The route forces the advice filter: its switch is hidden. */
  adviceForced: boolean;
  /** Further controls at the end (grouping). */
  extra?: ReactNode;
};

/**
 * The filters of the contracts list (spec 000 §2.7, §6): customer (one), branches, status, product,
 * open contracts, collective ⇄ billable (brokers; billable not for the private preset) and advice
 * needed (not for brokers, not when the route forces it).
 */
export function ContractFilterBar({ license, form, onChange, broker, privatePreset, adviceForced, extra }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const branches = useBranches(license);
  const set = (patch: Partial<TContractFilterForm>) => onChange({ ...form, ...patch });
  const branchName = new Map((branches.data ?? []).map((b) => [b.Spartenkuerzel, b.Spartenbezeichnung]));
  const branchLabel = (code: string) => {
    const name = branchName.get(code);
    return name ? `${code} – ${name}` : code;
  };
  // Collective and billable switch each other off (the domain's rule).
  const switchPair = (next: { collective?: boolean; billable?: boolean }) => set({ collective: !!next.collective, billable: !!next.billable });
  const statusLabel = (s: TContractStatusFilter) => t(`contracts.statusValues.${s}`);
  const switchControl = (name: string, checked: boolean, onToggle: (on: boolean) => void, label: string) => (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onToggle(e.target.checked)} slotProps={{ input: { 'data-testid': `filter-${name}` } as object }} />}
      label={label}
    />
  );

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} data-testid="contract-filters">
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('lists.filters')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <CustomerPicker license={license} value={form.customer} onChange={(customer) => set({ customer })} />
        <Autocomplete<string, true>
          multiple
          size="small"
          options={(branches.data ?? []).map((b) => b.Spartenkuerzel)}
          value={form.branches}
          onChange={(_, branchesValue) => set({ branches: branchesValue })}
          getOptionLabel={branchLabel}
          loading={branches.isPending}
          loadingText={t('common.loading')}
          noOptionsText={branches.isError ? t('contracts.filters.branchesError') : t('lists.customerPicker.noOptions')}
          limitTags={2}
          renderValue={(values, getItemProps) =>
            values.map((v, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={v} title={branchLabel(v)} {...itemProps} />;
            })
          }
          sx={{ minWidth: 220, maxWidth: { sm: 360 }, width: { xs: '100%', sm: 'auto' } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('contracts.filters.branches')}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-branches' } }}
            />
          )}
        />
        <Autocomplete<TContractStatusFilter, true>
          multiple
          size="small"
          options={[...CONTRACT_STATUS_FILTERS]}
          value={form.statuses}
          onChange={(_, statuses) => set({ statuses })}
          getOptionLabel={statusLabel}
          limitTags={2}
          sx={{ minWidth: 220, maxWidth: { sm: 380 }, width: { xs: '100%', sm: 'auto' } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('contracts.filters.status')}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-status' } }}
            />
          )}
        />
        <TextField
          size="small"
          label={t('contracts.filters.product')}
          value={form.product}
          onChange={(e) => set({ product: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'filter-product', maxLength: 200 } }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
        {extra}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>
        {switchControl('open', form.openOnly, (openOnly) => set({ openOnly }), t('contracts.filters.open'))}
        {broker
          ? switchControl('collective', form.collective, (on) => switchPair(toggleCollective({ collective: form.collective, billable: form.billable }, on)), t('contracts.filters.collective'))
          : null}
        {broker && !privatePreset
          ? switchControl('billable', form.billable, (on) => switchPair(toggleBillable({ collective: form.collective, billable: form.billable }, on)), t('contracts.filters.billable'))
          : null}
        {!broker && !adviceForced ? switchControl('advice', form.adviceNeeded, (adviceNeeded) => set({ adviceNeeded }), t('contracts.filters.advice')) : null}
        <Button size="small" onClick={() => onChange({ ...EMPTY_CONTRACT_FILTER, groupBy: form.groupBy, view: form.view })} data-testid="filter-reset">
          {t('lists.resetFilters')}
        </Button>
      </Stack>
    </Stack>
  );
}
