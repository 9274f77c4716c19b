/**
 * Process feed, post box and process list routes (spec 000 §2.1, §2.7, §2.8; 001 §2.1). Owned by features/processes.
 * /vorgang/aktuelle_angebote belongs to the offers routes; /vorgang/{id}/{focus} to the process detail routes
 * (static segments outrank it).
 */
import { createRoute } from '@tanstack/react-router';
import type { TProcessFeedPageKind } from '../../../features/processes/routes/process-feed-page';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const ProcessFeedPage = lazyPage(() => import('../../../features/processes/routes/process-feed-page'), 'ProcessFeedPage');
const PostBoxPage = lazyPage(() => import('../../../features/processes/routes/postbox-page'), 'PostBoxPage');

export function createProcessRoutes(shellRoute: TShellRoute) {
  const feed = <TPath extends string>(path: TPath, kind: TProcessFeedPageKind) =>
    createRoute({ getParentRoute: () => shellRoute, path, component: withPages(() => <ProcessFeedPage key={kind} kind={kind} />, ProcessFeedPage) });
  return [
    feed('vorgang/neue_nachrichten', 'neue_nachrichten'),
    feed('vorgang/offene_aufgaben', 'offene_aufgaben'),
    feed('vorgang/alle_aufgaben', 'alle_aufgaben'),
    feed('vorgang/aktuelle_anfragen', 'aktuelle_anfragen'),
    feed('vorgaenge', 'vorgaenge'),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/posteingang', component: withPages(() => <PostBoxPage tab="posteingang" />, PostBoxPage) }),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/postausgang', component: withPages(() => <PostBoxPage tab="postausgang" />, PostBoxPage) }),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/posteingang/verlauf', component: withPages(() => <PostBoxPage tab="verlauf" />, PostBoxPage) }),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/aktive_Meldungen', component: lazyPage(() => import('../../../features/processes/routes/active-alerts-page'), 'ActiveAlertsPage') }),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgangsliste', component: lazyPage(() => import('../../../features/processes/routes/process-list-page'), 'ProcessListPage') }),
  ] as const;
}
