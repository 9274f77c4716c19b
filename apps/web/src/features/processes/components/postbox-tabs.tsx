import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TProcessFeedFilter } from '@portal/domain';
import { ProcessFeedView } from './process-feed-view';

export type TPostBoxTab = 'posteingang' | 'postausgang' | 'verlauf';

export const POSTBOX_TABS: readonly { value: TPostBoxTab; filter: TProcessFeedFilter; path: '/vorgang/posteingang' | '/vorgang/postausgang' | '/vorgang/posteingang/verlauf' }[] = [
  { value: 'posteingang', filter: 'posteingang', path: '/vorgang/posteingang' },
  { value: 'postausgang', filter: 'postausgang', path: '/vorgang/postausgang' },
  // The history is every process (filter alle_aufgaben).
  { value: 'verlauf', filter: 'alle_aufgaben', path: '/vorgang/posteingang/verlauf' },
];

/**
 * Tabs Posteingang, Postausgang, Verlauf with the feed of the active one (spec 000 §2.5): on the post-box
 * routes (each tab its route) and on the caseworker's start page (tabs in the page). Arrow keys move between tabs.
 */
export function PostBoxTabs({ active, onChange, idPrefix }: { active: TPostBoxTab; onChange: (tab: TPostBoxTab) => void; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={active} onChange={(_, v: TPostBoxTab) => onChange(v)} aria-label={t('processes.postbox.tabsLabel')} variant="scrollable" allowScrollButtonsMobile>
          {POSTBOX_TABS.map((x) => (
            <Tab key={x.value} value={x.value} label={t(`processes.postbox.${x.value}`)} id={`${idPrefix}-tab-${x.value}`} aria-controls={`${idPrefix}-panel-${x.value}`} data-testid={`${idPrefix}-tab-${x.value}`} />
          ))}
        </Tabs>
      </Box>
      {POSTBOX_TABS.map((x) => (
        <Box key={x.value} role="tabpanel" hidden={x.value !== active} id={`${idPrefix}-panel-${x.value}`} aria-labelledby={`${idPrefix}-tab-${x.value}`} data-testid={`${idPrefix}-panel-${x.value}`}>
          {x.value === active ? <ProcessFeedView key={x.value} filter={x.filter} showFilterMenu={false} /> : null}
        </Box>
      ))}
    </>
  );
}
