import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, Stack, TextField } from '@mui/material';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionalTooltip } from '../../../ui/conditional-tooltip';
import { useIsMobile } from '../../../ui/use-media';
import { searchFieldIcon, searchFieldSx, searchFieldWidth } from './search-field-frame';
import type { TSearchComboboxProps } from './search-combobox';

type Props = { compact?: boolean };

const SearchCombobox = lazy(() => import('./search-combobox').then((m) => ({ default: m.SearchCombobox })));

/**
 * The navbar search (spec 000 §2.2, §2.11), the combobox of search-combobox.tsx. Below 768 px a search button
 * opens a full-width bar under the navbar. The combobox is not needed for the first paint and loads after it;
 * meanwhile a disabled field of the same size stands in.
 */
export function GlobalSearchField({ compact = false }: Props) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [barOpen, setBarOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  if (!mobile) return <LazySearchCombobox compact={compact} />;

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
              <LazySearchCombobox autoFocus fullWidth onDone={() => setBarOpen(false)} onEscapeEmpty={closeBar} />
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

function LazySearchCombobox(props: TSearchComboboxProps) {
  return (
    <Suspense fallback={<SearchFieldLoading compact={props.compact ?? false} fullWidth={props.fullWidth ?? false} />}>
      <SearchCombobox {...props} />
    </Suspense>
  );
}

/** The loading state: the field as it will look, disabled until the combobox has loaded. */
function SearchFieldLoading({ compact, fullWidth }: { compact: boolean; fullWidth: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flexShrink: 0, width: searchFieldWidth(compact, fullWidth) }}>
      <TextField
        disabled
        fullWidth
        size="small"
        placeholder={t('search.placeholder')}
        sx={searchFieldSx}
        slotProps={{ input: { startAdornment: searchFieldIcon }, htmlInput: { 'aria-label': t('search.fieldLabel'), 'aria-busy': true } }}
      />
    </Box>
  );
}
