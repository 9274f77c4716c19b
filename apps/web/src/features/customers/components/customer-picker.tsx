import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orMissing, type TFilter } from '@portal/domain';
import { fetchDataPage } from '../../../ui/data-table/data-query-api';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

/** The customer a list is filtered by (at most one, spec 000 §2.7, §2.10). */
export type TPickedCustomer = { Id: string; Kundenname: string };

/** Suggestions per search (POST data/Kunde/query, Take 20). */
export const CUSTOMER_PICKER_TAKE = 20;

type TOption = TPickedCustomer & { Plz?: string | null; Ort?: string | null };

type Props = {
  license: string;
  value: TPickedCustomer | null;
  onChange: (customer: TPickedCustomer | null) => void;
  'data-testid'?: string;
  size?: 'small' | 'medium';
};

const str = (v: unknown): string | null => (typeof v === 'string' ? v : v === null || v === undefined ? null : String(v));

/** An autocomplete over the licence's customers: the typed text is searched in their names (debounced 500 ms). */
export function CustomerPicker({ license, value, onChange, size = 'small', ...rest }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  // While the input shows the chosen customer's name, suggest from the start of the list.
  const text = value && search === value.Kundenname ? '' : search;
  const filters: TFilter[] = text ? [{ Property: 'Kundenname', Operator: 'Contains', Value: text }] : [];

  const options = useQuery({
    queryKey: ['data', license, 'Kunde', 'picker', text] as const,
    queryFn: ({ signal }) =>
      fetchDataPage(
        'Kunde',
        {
          Fields: ['Id', 'Kundenname', 'Plz', 'Ort'],
          Page: { Skip: 0, Take: CUSTOMER_PICKER_TAKE, ReturnTotal: false },
          Filters: filters,
          Sorts: [{ Property: 'Kundenname', Direction: 'asc' }],
        },
        signal,
      ),
    enabled: open,
    staleTime: 30_000,
    select: (data): TOption[] =>
      data.Items.map((i) => ({ Id: String(i.Id), Kundenname: str(i.Kundenname) ?? '', Plz: str(i.Plz), Ort: str(i.Ort) })),
  });

  return (
    <Autocomplete<TOption, false, false, false>
      size={size}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, v) => onChange(v ? { Id: v.Id, Kundenname: v.Kundenname } : null)}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      options={options.data ?? []}
      // The server already searched; keep its answer as it is.
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.Id === b.Id}
      getOptionLabel={(o) => o.Kundenname}
      getOptionKey={(o) => o.Id}
      renderOption={(props, o) => {
        const { key, ...other } = props as typeof props & { key: string };
        return (
          <li key={key} {...other}>
            {o.Kundenname}
            {o.Plz !== undefined ? <span style={{ opacity: 0.7, marginLeft: 8 }}>{`${orMissing(o.Plz)} ${orMissing(o.Ort)}`}</span> : null}
          </li>
        );
      }}
      loading={options.isFetching}
      loadingText={t('lists.customerPicker.loading')}
      noOptionsText={t('lists.customerPicker.noOptions')}
      sx={{ minWidth: 240, width: { xs: '100%', sm: 'auto' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('lists.customerPicker.label')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': rest['data-testid'] ?? 'filter-customer' },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {options.isFetching ? <CircularProgress color="inherit" size={16} aria-hidden="true" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
