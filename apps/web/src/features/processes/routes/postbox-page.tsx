import { Box, Tab, Tabs } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TProcessFeedFilter } from '@portal/domain';
import { ListPage } from '../../../ui/list-page';
import { ProcessFeedView } from '../components/process-feed-view';

export type TPostBoxTab = 'posteingang' | 'postausgang' | 'verlauf';

const TABS: readonly { value: TPostBoxTab; filter: TProcessFeedFilter; path: '/vorgang/posteingang' | '/vorgang/postausgang' | '/vorgang/posteingang/verlauf' }[] = [
  { value: 'posteingang', filter: 'posteingang', path: '/vorgang/posteingang' },
  { value: 'postausgang', filter: 'postausgang', path: '/vorgang/postausgang' },
  // The history is every process (filter alle_aufgaben).
  { value: 'verlauf', filter: 'alle_aufgaben', path: '/vorgang/posteingang/verlauf' },
];

const ID = 'postbox';

/**
 * The post box (spec 000 §2.1, §2.5): tabs Posteingang, Postausgang, Verlauf, each bound to its route, so
 * the browser's back button and links work; the arrow keys move between the tabs (MUI Tabs).
 */
export function PostBoxPage({ tab }: { tab: TPostBoxTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = TABS.find((x) => x.value === tab) ?? TABS[0]!;
  return (
    <ListPage title={`${t('processes.pages.postbox')}: ${t(`processes.postbox.${active.value}`)}`} data-testid="postbox-page">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={active.value}
          onChange={(_, v: TPostBoxTab) => {
            const next = TABS.find((x) => x.value === v);
            if (next) void navigate({ to: next.path });
          }}
          aria-label={t('processes.postbox.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((x) => (
            <Tab key={x.value} value={x.value} label={t(`processes.postbox.${x.value}`)} id={`${ID}-tab-${x.value}`} aria-controls={`${ID}-panel-${x.value}`} data-testid={`postbox-tab-${x.value}`} />
          ))}
        </Tabs>
      </Box>
      {TABS.map((x) => (
        <Box key={x.value} role="tabpanel" hidden={x.value !== active.value} id={`${ID}-panel-${x.value}`} aria-labelledby={`${ID}-tab-${x.value}`} data-testid={`postbox-panel-${x.value}`}>
          {x.value === active.value ? <ProcessFeedView key={x.value} filter={x.filter} showFilterMenu={false} /> : null}
        </Box>
      ))}
    </ListPage>
  );
}
