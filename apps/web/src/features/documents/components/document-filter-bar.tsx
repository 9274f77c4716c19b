import { Autocomplete, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type TBriefTag } from '@portal/domain';
import { CustomerPicker } from '../../customers';
import { folderValuesQueryOptions, tagsQueryOptions } from '../tags-api';
import { DOCUMENT_ASSIGNMENTS, EMPTY_DOCUMENT_FILTER, type TDocumentAssignment, type TDocumentFilterForm, type TDocumentType } from '../document-filters';

type Props = {
  license: string;
  form: TDocumentFilterForm;
  onChange: (form: TDocumentFilterForm) => void;
  broker: boolean;
  serviceLicence: boolean;
  /** On the new-documents route every document is unread: the switch is not offered. */
  newRoute: boolean;
};

/** The filter menu of the documents page (spec 000 §2.10). */
export function DocumentFilterBar({ license, form, onChange, broker, serviceLicence, newRoute }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const folders = useQuery(folderValuesQueryOptions(license));
  const tags = useQuery(tagsQueryOptions(license));
  const set = (patch: Partial<TDocumentFilterForm>) => onChange({ ...form, ...patch });
  const switchControl = (name: string, checked: boolean, onToggle: (on: boolean) => void, label: string) => (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onToggle(e.target.checked)} slotProps={{ input: { 'data-testid': `filter-${name}` } as object }} />}
      label={label}
    />
  );
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} data-testid="document-filters">
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('lists.filters')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <CustomerPicker license={license} value={form.customer} onChange={(customer) => set({ customer })} />
        <Autocomplete<TDocumentType, true>
          multiple
          size="small"
          options={[...DOCUMENT_TYPES]}
          value={form.types}
          onChange={(_, types) => set({ types })}
          getOptionLabel={(v) => t(`documents.types.${v}`)}
          limitTags={2}
          sx={{ minWidth: 220, maxWidth: { sm: 380 }, width: { xs: '100%', sm: 'auto' } }}
          renderInput={(params) => (
            <TextField {...params} label={t('documents.filters.types')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-document-type' } }} />
          )}
        />
        <Autocomplete<string, true>
          multiple
          size="small"
          options={folders.data ?? []}
          loading={folders.isPending}
          value={form.folders}
          onChange={(_, chosen) => set({ folders: chosen })}
          limitTags={2}
          sx={{ minWidth: 200, maxWidth: { sm: 380 }, width: { xs: '100%', sm: 'auto' } }}
          renderInput={(params) => (
            <TextField {...params} label={t('documents.filters.folder')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-folder' } }} />
          )}
        />
        <Autocomplete<TBriefTag, true>
          multiple
          size="small"
          options={tags.data ?? []}
          loading={tags.isPending}
          value={form.tags.map((v) => tags.data?.find((x) => x.Id === v.Id) ?? { ...v, Matchcode: v.Id })}
          onChange={(_, chosen) => set({ tags: chosen.map((x) => ({ Id: x.Id, Name: x.Name })) })}
          getOptionLabel={(v) => v.Name}
          isOptionEqualToValue={(a, b) => a.Id === b.Id}
          limitTags={2}
          sx={{ minWidth: 200, maxWidth: { sm: 380 }, width: { xs: '100%', sm: 'auto' } }}
          renderInput={(params) => (
            <TextField {...params} label={t('documents.filters.tags')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-tags' } }} />
          )}
        />
        <Autocomplete<TDocumentAssignment, true>
          multiple
          size="small"
          options={[...DOCUMENT_ASSIGNMENTS]}
          value={form.assignments}
          onChange={(_, assignments) => set({ assignments })}
          getOptionLabel={(v) => t(`documents.filters.assignments.${v}`)}
          sx={{ minWidth: 220, maxWidth: { sm: 380 }, width: { xs: '100%', sm: 'auto' } }}
          renderInput={(params) => (
            <TextField {...params} label={t('documents.filters.assignment')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-assignment' } }} />
          )}
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>
        {!newRoute ? switchControl('unread', form.unreadOnly, (unreadOnly) => set({ unreadOnly }), t('documents.filters.unreadOnly')) : null}
        {switchControl('synced', form.syncedOnly, (syncedOnly) => set({ syncedOnly }), t('documents.filters.syncedOnly'))}
        {broker ? switchControl('stock', form.stockOnly, (stockOnly) => set({ stockOnly }), t('documents.filters.stockOnly')) : null}
        {serviceLicence ? switchControl('service', form.serviceOnly, (serviceOnly) => set({ serviceOnly }), t('documents.filters.serviceOnly')) : null}
        <Button size="small" onClick={() => onChange({ ...EMPTY_DOCUMENT_FILTER })} data-testid="filter-reset">
          {t('lists.resetFilters')}
        </Button>
      </Stack>
    </Stack>
  );
}
