/**
 * The dev outbox /dev-postausgang (issue 11): the mails kept instead of sent while no SMTP server is configured, for
 * licence admins. Owned by features/dev-outbox; its page loads only with this route. `?page=` and `?mail=` keep the
 * page and the open mail in the URL.
 */
import { createRoute, useNavigate } from '@tanstack/react-router';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const DevOutboxPage = lazyPage(() => import('../../../features/dev-outbox/pages/dev-outbox-page'), 'DevOutboxPage');

type TOutboxSearch = { page?: number | undefined; mail?: string | undefined };

function outboxSearch(search: Record<string, unknown>): TOutboxSearch {
  const page = Number(search.page);
  const mail = typeof search.mail === 'string' && /^[0-9a-f-]{36}$/i.test(search.mail) ? search.mail : undefined;
  return { page: Number.isInteger(page) && page > 1 ? page : undefined, mail };
}

export function createDevOutboxRoutes(shellRoute: TShellRoute) {
  const devOutboxRoute = createRoute({ getParentRoute: () => shellRoute, path: 'dev-postausgang', validateSearch: outboxSearch, component: withPages(DevOutboxRoute, DevOutboxPage) });
  function DevOutboxRoute() {
    const search = devOutboxRoute.useSearch();
    const navigate = useNavigate();
    return (
      <DevOutboxPage
        page={search.page ?? 1}
        mailId={search.mail}
        onChange={(next) => void navigate({ to: '/dev-postausgang', search: { page: next.page && next.page > 1 ? next.page : undefined, mail: next.mail } })}
      />
    );
  }
  return [devOutboxRoute] as const;
}
