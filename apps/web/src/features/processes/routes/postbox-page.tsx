import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page';
import { POSTBOX_TABS, PostBoxTabs, type TPostBoxTab } from '../components/postbox-tabs';

export type { TPostBoxTab } from '../components/postbox-tabs';

/**
 * The post box (spec 000 §2.1, §2.5): tabs Posteingang, Postausgang, Verlauf, each bound to its route, so
 * the browser's back button and links work.
 */
export function PostBoxPage({ tab }: { tab: TPostBoxTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = POSTBOX_TABS.find((x) => x.value === tab) ?? POSTBOX_TABS[0]!;
  return (
    <ListPage title={`${t('processes.pages.postbox')}: ${t(`processes.postbox.${active.value}`)}`} data-testid="postbox-page">
      <PostBoxTabs
        active={active.value}
        idPrefix="postbox"
        onChange={(v) => {
          const next = POSTBOX_TABS.find((x) => x.value === v);
          if (next) void navigate({ to: next.path });
        }}
      />
    </ListPage>
  );
}
