/**
 * Process detail /vorgang/{id}/{focus} (spec 001 §2.1); /vorgang/{id} opens the thread (…/nachrichten).
 * {id} is the process id or its access token. Only values that can name a process match (params.parse
 * gate), and TanStack Router ranks static paths (/vorgang/neue_nachrichten, /vorgang/posteingang/verlauf)
 * above these dynamic ones anyway (process-detail-rules.test.ts checks both).
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_PROCESS_FOCUS, isProcessRef } from '../../../features/process-detail/process-ref';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const ProcessDetailPage = lazyPage(() => import('../../../features/process-detail/routes/process-detail-page'), 'ProcessDetailPage');

export function createProcessDetailRoutes(shellRoute: TShellRoute) {
  const processRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'vorgang/$id',
    params: { parse: (p) => (isProcessRef(p.id) ? p : false) },
    beforeLoad: ({ params }) => {
      throw redirect({ to: '/vorgang/$id/$focus', params: { id: params.id, focus: DEFAULT_PROCESS_FOCUS }, replace: true });
    },
  });
  const processFocusRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'vorgang/$id/$focus',
    params: { parse: (p) => (isProcessRef(p.id) ? p : false) },
    component: withPages(ProcessFocusRoute, ProcessDetailPage),
  });
  function ProcessFocusRoute() {
    const { id, focus } = processFocusRoute.useParams();
    return <ProcessDetailPage key={id} processRef={id} focus={focus} />;
  }
  return [processRoute, processFocusRoute] as const;
}
