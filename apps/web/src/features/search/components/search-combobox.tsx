import { Autocomplete, Box, CircularProgress, ListSubheader, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useActiveSession } from '../../session';
import { SUGGESTIONS_PER_TYPE, useSearch, type TSearchHit } from '../api/get-search';
import { groupHits, SEARCH_DEBOUNCE_MS, SEARCH_MAX_CHARS, suggestionQuery } from '../search-targets';
import { hitTarget, useOpenTarget } from '../use-open-target';
import { GroupIcon, HitIcon } from './hit-icon';
import { searchFieldIcon, searchFieldSx, searchFieldWidth } from './search-field-frame';

export type TSearchComboboxProps = {
  compact?: boolean;
  autoFocus?: boolean;
  /** Text typed into the stand-in field while this combobox was loading. */
  initialInput?: string;
  fullWidth?: boolean;
  /** After a navigation (the mobile bar closes). */
  onDone?: () => void;
  /** Escape in an empty field with the list closed. */
  onEscapeEmpty?: () => void;
};

/**
 * The navbar search's combobox (spec 000 §2.2, §2.11): suggestions while typing (from 2 characters, 250 ms
 * pause) grouped by type; arrows, Enter and Escape work as in any combobox; Enter on the text goes to the
 * results page /suche?q=. A chunk of its own (with MUI's Autocomplete, Popper.js and zod for the answers),
 * loaded by GlobalSearchField when the user comes to the field (pointer or focus).
 */
export function SearchCombobox({ compact = false, autoFocus = false, initialInput = '', fullWidth = false, onDone, onEscapeEmpty }: TSearchComboboxProps) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const navigate = useNavigate();
  const openTarget = useOpenTarget();
  const inputId = useId();
  const [input, setInput] = useState(initialInput);
  const [open, setOpen] = useState(initialInput !== '');
  const q = suggestionQuery(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  const typed = suggestionQuery(input);
  const search = useSearch(license, q, SUGGESTIONS_PER_TYPE);
  const options = useMemo(() => (typed && search.data ? groupHits(search.data).flatMap((g) => g.hits) : []), [typed, search.data]);
  const inputRef = useRef<HTMLInputElement>(null);

  const finish = () => {
    setInput('');
    setOpen(false);
    inputRef.current?.blur();
    onDone?.();
  };
  const choose = (value: TSearchHit | string | null) => {
    if (value === null) return;
    if (typeof value === 'string') {
      const text = value.trim();
      if (!text) return;
      finish();
      void navigate({ to: '/suche', search: { q: text } });
      return;
    }
    const target = hitTarget(value);
    finish();
    if (target) openTarget(target);
  };

  const groupLabel = (type: string) => (type === 'Kunde' || type === 'Vertrag' || type === 'Schaden' ? t(`search.groups.${type}`) : type);
  const loading = typed !== null && (search.isFetching || q !== typed);
  // A free-text combobox shows no "no options" text of its own (MUI hides it with freeSolo): say it here.
  const nothingFound = open && typed !== null && !loading && search.isSuccess && options.length === 0;

  return (
    <Box sx={{ position: 'relative', flexShrink: 0, width: searchFieldWidth(compact, fullWidth) }}>
      <Autocomplete<TSearchHit, false, false, true>
        id={inputId}
        freeSolo
        fullWidth
        open={open && typed !== null}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        filterOptions={(x) => x}
        groupBy={(o) => o.Type}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.Title)}
        getOptionKey={(o) => (typeof o === 'string' ? o : `${o.Type}-${o.Id}`)}
        inputValue={input}
        onInputChange={(_, value, reason) => {
          if (reason === 'input' || reason === 'clear') setInput(value);
        }}
        value={null}
        onChange={(_, value) => choose(value)}
        blurOnSelect
        clearOnEscape
        loading={loading}
        loadingText={t('search.loading')}
        noOptionsText={t('search.noResults')}
        // Kept inside the navbar's banner landmark (no portal), so the list belongs to it for assistive technology.
        disablePortal
        slotProps={{ listbox: { 'aria-label': t('search.suggestions') } as object, popper: { sx: { minWidth: 320 } } }}
        renderGroup={(params) => (
          // listbox > group (named by its header) > options: the ARIA structure of a grouped listbox.
          <li key={params.key} role="none" data-testid="search-suggestion-group" data-type={params.group}>
            <div role="group" aria-labelledby={`${inputId}-group-${params.group}`}>
              <ListSubheader component="div" id={`${inputId}-group-${params.group}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: '36px' }}>
                <GroupIcon type={params.group} fontSize="small" />
                {groupLabel(params.group)}
              </ListSubheader>
              <Box component="ul" role="none" sx={{ p: 0 }}>
                {params.children}
              </Box>
            </div>
          </li>
        )}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest} data-testid="search-suggestion" data-type={option.Type} data-id={option.Id}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <HitIcon type={option.Type} extra={option.Extra} fontSize="small" sx={{ color: 'text.secondary' }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{option.Title}</Typography>
                  {option.Subtitle ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {option.Subtitle}
                    </Typography>
                  ) : null}
                </Box>
              </Stack>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={inputRef}
            size="small"
            placeholder={t('search.placeholder')}
            autoFocus={autoFocus}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && !input && !open) onEscapeEmpty?.();
            }}
            sx={searchFieldSx}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: searchFieldIcon,
                endAdornment: (
                  <>
                    {loading ? <CircularProgress size={16} aria-hidden="true" /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': t('search.fieldLabel'),
                maxLength: SEARCH_MAX_CHARS,
                enterKeyHint: 'search',
                'data-testid': 'global-search-input',
              },
            }}
          />
        )}
      />
      <Box role="status" sx={{ position: 'absolute', top: '100%', left: 0, mt: 0.5, minWidth: 320, zIndex: (theme) => theme.zIndex.modal }}>
        {nothingFound ? (
          <Paper elevation={8} sx={{ px: 2, py: 1.5, color: 'text.secondary' }} data-testid="search-no-results">
            {t('search.noResults')}
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
