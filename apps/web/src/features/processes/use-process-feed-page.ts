import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEFAULT_PROCESS_FEED_PAGE_SIZE } from '@portal/domain';
import { processFeedQueryOptions, useProcessReadStatusMutation } from './api';
import { clampPage, type TProcessFeedParams } from './process-feed-helpers';

/**
 * One page of a process feed with its paginator state: a new filter, type or text starts at the first
 * page, and a page that runs empty (items marked read leave neue_nachrichten) steps back.
 */
export function useProcessFeedPage(license: string, criteria: Omit<TProcessFeedParams, 'page' | 'pageSize'>) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PROCESS_FEED_PAGE_SIZE);
  const { filter, type = null, action, q = '' } = criteria;
  useEffect(() => setPage(0), [filter, type, action, q, pageSize]);
  const query = useQuery(processFeedQueryOptions(license, { ...criteria, page, pageSize }));
  const feed = query.data;
  const total = feed?.Total ?? 0;
  useEffect(() => {
    if (feed && !query.isPlaceholderData) {
      const next = clampPage(page, total, pageSize);
      if (next !== page) setPage(next);
    }
  }, [feed, query.isPlaceholderData, page, total, pageSize]);
  return { query, feed, total, page, setPage, pageSize, setPageSize };
}

/** Read / unread of one process at a time, with the row that is busy and the last error. */
export function useProcessReadToggle(license: string) {
  const readStatus = useProcessReadStatusMutation(license);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [readError, setReadError] = useState<unknown>(null);
  const markRead = (id: string, read: boolean) => {
    setBusyId(id);
    readStatus.mutate({ id, read }, { onError: (e) => setReadError(e), onSettled: () => setBusyId(null) });
  };
  return { markRead, busyId, readError, setReadError };
}
