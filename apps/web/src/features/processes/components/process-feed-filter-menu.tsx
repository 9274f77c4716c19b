import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Collapse, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProcessFeedFilter } from '@portal/domain';
import { FEED_MENU_FILTERS, PROCESS_FEED_PATHS } from '../process-feed-helpers';

type Props = { current: TProcessFeedFilter; open: boolean; onToggle: () => void };

/** The collapsible filter menu of the feed (spec 000 §2.8): each filter is a link to its page. */
export function ProcessFeedFilterMenu({ current, open, onToggle }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panelId = useId();
  const go = (e: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href: path });
  };
  return (
    <Box>
      <Button
        variant={open ? 'contained' : 'outlined'}
        size="small"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        data-testid="process-feed-filter-toggle"
      >
        {t('processes.filterMenu.button', { filter: t(`processes.filters.${current}`) })}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box
          component="nav"
          id={panelId}
          aria-label={t('processes.filterMenu.label')}
          data-testid="process-feed-filter-menu"
          sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 420 }}
        >
          <List dense disablePadding>
            {FEED_MENU_FILTERS.map((f) => (
              <ListItem key={f} disablePadding>
                <ListItemButton
                  component="a"
                  href={PROCESS_FEED_PATHS[f]}
                  selected={f === current}
                  aria-current={f === current ? 'page' : undefined}
                  onClick={(e: MouseEvent<HTMLAnchorElement>) => go(e, PROCESS_FEED_PATHS[f])}
                  data-testid={`process-feed-filter-${f}`}
                >
                  <ListItemText primary={t(`processes.filters.${f}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Collapse>
    </Box>
  );
}
