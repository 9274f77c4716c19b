import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionState } from '../session';
import { connectLiveEvents } from './live-event-stream';

/**
 * Server push for the active licence (GET /Events, Server-Sent Events): while a licence session is
 * active, one EventSource stays open and its events invalidate the queries they touch
 * (live-event-keys.ts, live-event-stream.ts). It closes on logout and during a licence switch (the
 * session is no longer initialised) and opens again for the new licence.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const { initialised, active } = useSessionState();
  const license = initialised ? (active?.license ?? null) : null;

  useEffect(() => {
    if (!license || typeof EventSource === 'undefined') return;
    return connectLiveEvents({
      license,
      createSource: (url) => new EventSource(url, { withCredentials: true }),
      invalidate: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
      closedState: EventSource.CLOSED,
    });
  }, [license, queryClient]);
}
