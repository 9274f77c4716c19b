import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../ui/detail/detail-section';
import type { TActivityScope } from '../api';
import { ActivityFeed } from './activity-feed';

/** 'Aktivitäten' of one customer, contract or claim on its detail view. */
export function ActivitySection({ scope, level = 2 }: { scope: TActivityScope; level?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('activity.section')} level={level} data-testid="activity-section">
      <ActivityFeed scope={scope} />
    </DetailSection>
  );
}
