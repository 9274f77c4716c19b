import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, Collapse, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from './use-media';
import { usePageTitle } from './use-page-title';

type Props = {
  title: string;
  /** Buttons beside the title (report a claim). */
  actions?: ReactNode;
  /** Below the title: the filter bar. */
  filters?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * The frame of a list page: h1 (also the document title), actions, filters, the list. On phones the
 * filters would fill the whole first screen: they fold away behind a filter button there (kept
 * mounted, so their state and pending input survive closing).
 */
export function ListPage({ title, actions, filters, children, ...rest }: Props) {
  usePageTitle(title);
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const foldFilters = mobile && !!filters;
  return (
    <Stack spacing={2.5} data-testid={rest['data-testid']} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1" data-testid="list-title">
          {title}
        </Typography>
        {actions || foldFilters ? (
          <Stack direction="row" spacing={1}>
            {foldFilters ? (
              <Button
                variant={filtersOpen ? 'contained' : 'outlined'}
                startIcon={<FilterListIcon />}
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
                data-testid="filters-toggle"
              >
                {t('lists.filters')}
              </Button>
            ) : null}
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {foldFilters ? (
        <Collapse in={filtersOpen} id={filtersId} data-testid="filters-panel" sx={{ mt: filtersOpen ? undefined : '0 !important' }}>
          {filters}
        </Collapse>
      ) : (
        filters
      )}
      {children}
    </Stack>
  );
}
