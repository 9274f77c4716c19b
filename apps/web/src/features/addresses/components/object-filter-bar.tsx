import { Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_OBJECT_FILTER, type TObjectFilterForm } from '../object-filter-form';

type Props = {
  form: TObjectFilterForm;
  onChange: (form: TObjectFilterForm) => void;
  errors: Partial<Record<keyof TObjectFilterForm, string>>;
};

/**
 * The object filter bar (spec 000 §2.7, §5): risk sum strictly greater / smaller than (empty counts
 * as 0), validity date DD.MM.YYYY and an address "street, 12345 city"; objectFilters turns them into
 * data-query filters.
 */
export function ObjectFilterBar({ form, onChange, errors }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const set = (patch: Partial<TObjectFilterForm>) => onChange({ ...form, ...patch });
  const field = (name: keyof TObjectFilterForm, testId: string, label: string, opts: { hint?: string; numeric?: boolean; width: number }) => (
    <TextField
      size="small"
      label={label}
      value={form[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ?? opts.hint ?? ' '}
      placeholder={opts.hint}
      slotProps={{
        htmlInput: { 'data-testid': `filter-${testId}`, inputMode: opts.numeric ? 'decimal' : undefined, autoComplete: 'off', maxLength: 200 },
        input: opts.numeric ? { endAdornment: <InputAdornment position="end">€</InputAdornment> } : undefined,
      }}
      sx={{ width: { xs: '100%', sm: opts.width } }}
    />
  );
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} data-testid="object-filters">
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('addresses.filters.label')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {field('riskGreater', 'risk-greater', t('addresses.filters.riskGreater'), { numeric: true, width: 250 })}
        {field('riskSmaller', 'risk-smaller', t('addresses.filters.riskSmaller'), { numeric: true, width: 250 })}
        {field('validOn', 'valid-on', t('addresses.filters.validOn'), { hint: t('dataTable.dateHint'), width: 170 })}
        {field('address', 'address', t('addresses.filters.address'), { hint: t('addresses.filters.addressHint'), width: 300 })}
        <Button size="small" onClick={() => onChange(EMPTY_OBJECT_FILTER)} sx={{ mt: 0.5 }} data-testid="filter-reset">
          {t('lists.resetFilters')}
        </Button>
      </Stack>
    </Stack>
  );
}
