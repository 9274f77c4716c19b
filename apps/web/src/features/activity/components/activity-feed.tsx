import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_FEED_PAGE_SIZES, canMarkRead as canMarkReadRule, canSeeAgencies, DEFAULT_ACTIVITY_FEED_PAGE_SIZE, formatDate, type TFeedItemType } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { ErrorAlert } from '../../../ui/error-alert';
import { permissionContextOf, useActiveSession } from '../../session';
import { userSettingsQueryOptions } from '../../settings';
import { activityFeedQueryOptions, useProcessReadMutation, type TActivityScope } from '../api';
import { ActivityFeedEntry } from './activity-feed-entry';
import { Paginator } from '../../../ui/paginator';

type Props = {
  /** One customer, contract or claim (detail pages) or one agency's book; the whole licence without. */
  scope?: TActivityScope;
  /** Only entries of this type (an agency page's focus). */
  typ?: TFeedItemType | undefined;
  'data-testid'?: string;
};

/**
 * The activity feed (notifications, spec 000 §2.9): the newest changes, paged in the database
 * (sizes 5, 10, 25, 50; default 10), with loading, error and empty states.
 */
export function ActivityFeed({ scope, typ, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const { license, userInit } = useActiveSession();
  const [take, setTake] = useState<number>(DEFAULT_ACTIVITY_FEED_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const query = useQuery(activityFeedQueryOptions(license, { skip: page * take, take, scope, typ }));
  const settings = useQuery(userSettingsQueryOptions(license));
  const mark = useProcessReadMutation(license);
  const permission = permissionContextOf(userInit);
  const canMarkRead = canMarkReadRule(permission);
  const agencyLinks = canSeeAgencies(permission);
  const exclude = scope ? Object.values(scope) : [];
  const testId = rest['data-testid'] ?? 'activity-feed';

  if (query.isError && !query.data) {
    return (
      <ErrorAlert
        error={query.error}
        data-testid="activity-feed-error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!query.data) {
    return (
      <Stack spacing={1} data-testid="activity-feed-loading" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Stack>
    );
  }
  const { Items, Total } = query.data;
  if (Total === 0) {
    const lastSync = settings.data?.LastSync ? formatDate(settings.data.LastSync) : null;
    return (
      <Stack spacing={0.5} sx={{ p: 3, alignItems: 'center', textAlign: 'center' }} data-testid="activity-feed-empty">
        <Typography>{t('activity.empty')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="activity-last-sync">
          {lastSync ? t('activity.lastSync', { date: lastSync }) : t('activity.lastSyncUnknown')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1} data-testid={testId} data-total={Total} aria-busy={query.isFetching ? 'true' : 'false'}>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite" data-testid="activity-feed-total">
        {t(query.data?.TotalIsEstimate ? 'activity.totalAbout' : 'activity.total', { count: Total, formatted: formatCount(Total, i18n.language) })}
      </Typography>
      {mark.isError ? <ErrorAlert error={mark.error} data-testid="activity-mark-error" /> : null}
      <Stack component="ul" aria-label={t('activity.listLabel')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {Items.map((item) => (
          <ActivityFeedEntry
            key={`${item.Typ}:${item.Id}`}
            item={item}
            licenseKind={userInit.Kind}
            exclude={exclude}
            hideIntermediary={userInit.Role === 'intermediary'}
            canMarkRead={canMarkRead}
            agencyLinks={agencyLinks}
            busy={mark.isPending}
            onMarkRead={(id, read) => mark.mutate({ id, read })}
          />
        ))}
      </Stack>
      <Paginator
        label={t('activity.pagination.label')}
        total={Total}
        page={page}
        pageSize={take}
        sizes={ACTIVITY_FEED_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setTake(size);
          setPage(0);
        }}
        data-testid="activity-feed-pagination"
      />
    </Stack>
  );
}
