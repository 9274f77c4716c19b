import { MenuItem, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { MISSING_VALUE, type TPropertyDef } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { cellText } from './cell-value';
import type { TDataItem } from './data-query-api';
import type { TGrouping, TListColumn } from './data-table';

const NONE = '';

/** Grouping by the row's own id or a unique key (contract number…) would make one group per row. */
export const isGroupable = (def: Pick<TPropertyDef, 'name' | 'unique'>): boolean => !def.unique && def.name !== 'Id';

type Props = {
  columns: readonly TListColumn[];
  value: string | null;
  onChange: (property: string | null) => void;
};

/** "Group by": none or one of the visible columns that is not a unique key. */
export function GroupingSelect({ columns, value, onChange }: Props) {
  const { t } = useTranslation();
  const groupable = columns.filter((c) => isGroupable(c.def));
  const current = value && groupable.some((c) => c.def.name === value) ? value : NONE;
  return (
    <TextField
      select
      size="small"
      label={t('dataTable.groupBy')}
      value={current}
      onChange={(e) => onChange(e.target.value || null)}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': 'filter-grouping' }, inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value={NONE}>{t('dataTable.groupNone')}</MenuItem>
      {groupable.map((c) => (
        <MenuItem key={c.def.name} value={c.def.name}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Grouping by a visible column: rows with the same shown value form a group, rows without a value
 * the group "Ohne <column>". `special` maps values to own groups (contract status groups).
 */
export function columnGrouping(input: {
  columns: readonly TListColumn[];
  property: string | null;
  maxRows: number;
  t: TFunction;
  /** The shown text of a (German) value: closed value sets are translated. */
  valueLabel: (property: string, value: string) => string;
  special?: { keyOf: (value: string) => string; labels: Record<string, string> };
}): TGrouping | null {
  const { columns, property, maxRows, t, valueLabel, special } = input;
  const column = property ? columns.find((c) => c.def.name === property && isGroupable(c.def)) : undefined;
  if (!column) return null;
  const yesNo = { yes: t('dataTable.yes'), no: t('dataTable.no') };
  return {
    property: column.def.name,
    maxRows,
    keyOf: (row: TDataItem) => {
      const shown = cellText(column.def, row, yesNo);
      const text = shown === MISSING_VALUE ? '' : shown;
      return special && text ? special.keyOf(text) : text;
    },
    labelOf: (key: string) => special?.labels[key] ?? (key ? valueLabel(column.def.name, key) : t('dataTable.groupWithout', { label: column.label })),
  };
}
