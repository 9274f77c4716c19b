import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../ui/data-table/data-table';
import { filterKind, type TColumnFilterError, type TColumnFilterValue, type TColumnFilterValues } from '../column-filters';

type Props = {
  columns: readonly TListColumn[];
  values: TColumnFilterValues;
  onChange: (values: Record<string, TColumnFilterValue>) => void;
  errors: readonly TColumnFilterError[];
  activeCount: number;
};

/** testid-safe form of a dotted property name (Kunde.Kundenname → Kunde-Kundenname). */
const slug = (property: string) => property.replace(/\./g, '-');

/**
 * One filter input per visible column of the offers table (spec 000 §2.8): text columns match a part,
 * amounts and dates take a from/to range, yes/no columns a choice. Changing the columns changes the inputs.
 */
export function OfferColumnFilters({ columns, values, onChange, errors, activeCount }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const set = (property: string, patch: TColumnFilterValue) => onChange({ ...values, [property]: { ...values[property], ...patch } });
  const errorOf = (property: string, field: 'from' | 'to') => {
    const e = errors.find((x) => x.property === property && x.field === field);
    return e ? t(`offers.filters.errors.${e.code}`) : undefined;
  };
  const fieldSx = { width: { xs: '100%', sm: 200 } };
  const rangeSx = { width: { xs: '100%', sm: 150 } };

  return (
    <Stack component="section" aria-labelledby={headingId} aria-describedby={hintId} spacing={1.5} data-testid="offer-filters">
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('offers.filters.heading')}
        </Typography>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('offers.filters.hint')}
        </Typography>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {columns.map(({ def, label }) => {
          const kind = filterKind(def);
          const v = values[def.name] ?? {};
          const id = slug(def.name);
          if (kind === 'text') {
            return (
              <TextField
                key={def.name}
                size="small"
                label={t('offers.filters.contains', { column: label })}
                value={v.text ?? ''}
                onChange={(e) => set(def.name, { text: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `offer-filter-${id}` } }}
                sx={fieldSx}
              />
            );
          }
          if (kind === 'flag') {
            return (
              <TextField
                key={def.name}
                select
                size="small"
                label={t('offers.filters.flag', { column: label })}
                value={v.flag ?? ''}
                onChange={(e) => set(def.name, { flag: e.target.value === 'yes' || e.target.value === 'no' ? e.target.value : undefined })}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': `offer-filter-${id}` } as object } }}
                sx={rangeSx}
              >
                <MenuItem value="">{t('offers.filters.any')}</MenuItem>
                <MenuItem value="yes">{t('offers.filters.yes')}</MenuItem>
                <MenuItem value="no">{t('offers.filters.no')}</MenuItem>
              </TextField>
            );
          }
          if (kind === 'numberRange' || kind === 'dateRange') {
            const date = kind === 'dateRange';
            const input = (field: 'from' | 'to') => {
              const error = errorOf(def.name, field);
              return (
                // Dates as TT.MM.JJJJ text, as in the claims filter (a native date input follows the browser's locale).
                <TextField
                  size="small"
                  label={t(`offers.filters.${field}`, { column: label })}
                  value={v[field] ?? ''}
                  onChange={(e) => set(def.name, { [field]: e.target.value })}
                  placeholder={date ? t('dataTable.dateHint') : undefined}
                  error={!!error}
                  helperText={error ?? (date ? t('dataTable.dateHint') : undefined)}
                  slotProps={{
                    htmlInput: {
                      'data-testid': `offer-filter-${id}-${field}`,
                      ...(date ? { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } : { inputMode: 'decimal', maxLength: 30 }),
                    },
                  }}
                  sx={rangeSx}
                />
              );
            };
            return (
              <Stack key={def.name} direction="row" spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }} role="group" aria-label={label}>
                {input('from')}
                {input('to')}
              </Stack>
            );
          }
          return null;
        })}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography variant="body2" aria-live="polite" data-testid="offer-filters-active">
          {activeCount > 0 ? t('offers.filters.active', { count: activeCount }) : ''}
        </Typography>
        <Button size="small" onClick={() => onChange({})} disabled={activeCount === 0} data-testid="offer-filters-reset">
          {t('offers.filters.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
