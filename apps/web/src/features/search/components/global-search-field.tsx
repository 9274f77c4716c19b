import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, Stack, TextField } from '@mui/material';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionalTooltip } from '../../../ui/conditional-tooltip';
import { useIsMobile } from '../../../ui/use-media';
import { SEARCH_MAX_CHARS } from '../search-targets';
import { searchFieldIcon, searchFieldSx, searchFieldWidth } from './search-field-frame';
import type { TSearchComboboxProps } from './search-combobox';

type Props = { compact?: boolean };

type TCombobox = ComponentType<TSearchComboboxProps>;
const loadCombobox = (): Promise<TCombobox> => import('./search-combobox').then((m) => m.SearchCombobox);

/**
 * The navbar search (spec 000 §2.2, §2.11), the combobox of search-combobox.tsx. Its code (MUI's Autocomplete,
 * Popper.js, the suggestions' schema) is not loaded with the page: a plain field of the same look stands in
 * and loads it when the pointer comes over it or it gets the focus; what was typed meanwhile is kept. Below
 * 768 px a search button opens a full-width bar under the navbar, which loads the combobox when it opens.
 */
export function GlobalSearchField({ compact = false }: Props) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [barOpen, setBarOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  if (!mobile) return <SearchField compact={compact} />;

  const closeBar = () => {
    setBarOpen(false);
    openerRef.current?.focus();
  };
  return (
    <>
      <ConditionalTooltip title={t('search.open')}>
        <IconButton
          ref={openerRef}
          color="inherit"
          aria-label={t('search.open')}
          aria-expanded={barOpen}
          onClick={() => (barOpen ? closeBar() : setBarOpen(true))}
          data-testid="mobile-search-button"
        >
          <SearchIcon />
        </IconButton>
      </ConditionalTooltip>
      {barOpen ? (
        <Box
          sx={(theme) => ({
            position: 'absolute',
            left: 0,
            right: 0,
            top: '100%',
            px: 1,
            py: 1,
            bgcolor: theme.portal.headerBackground,
            boxShadow: 2,
            zIndex: 1,
          })}
          data-testid="mobile-search-bar"
        >
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>
              <SearchField autoFocus fullWidth onDone={() => setBarOpen(false)} onEscapeEmpty={closeBar} />
            </Box>
            <IconButton color="inherit" aria-label={t('search.close')} onClick={closeBar} data-testid="mobile-search-close">
              <CloseIcon />
            </IconButton>
          </Stack>
        </Box>
      ) : null}
    </>
  );
}

/** The stand-in until the combobox has loaded, then the combobox (focused and with the text if the stand-in had them). */
function SearchField(props: TSearchComboboxProps) {
  const { t } = useTranslation();
  const [Combobox, setCombobox] = useState<TCombobox | null>(null);
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadCombobox().then(
      (component) => setCombobox(() => component),
      () => {
        // Not loaded (connection gone): the next focus or pointer tries again.
        loading.current = false;
      },
    );
  };

  if (Combobox) return <Combobox {...props} autoFocus={props.autoFocus || focused} initialInput={typed} />;
  return (
    <Box sx={{ flexShrink: 0, width: searchFieldWidth(props.compact ?? false, props.fullWidth ?? false) }}>
      <TextField
        fullWidth
        size="small"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onPointerEnter={load}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
        placeholder={t('search.placeholder')}
        autoFocus={props.autoFocus}
        sx={searchFieldSx}
        slotProps={{ input: { startAdornment: searchFieldIcon }, htmlInput: { 'aria-label': t('search.fieldLabel'), maxLength: SEARCH_MAX_CHARS, 'data-testid': 'global-search-input' } }}
      />
    </Box>
  );
}
