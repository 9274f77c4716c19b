/**
 * Process feed, post box and process list routes (spec 000 §2.1, §2.7, §2.8; 001 §2.1). Owned by features/processes.
 * /vorgang/aktuelle_angebote belongs to the offers routes; /vorgang/{id}/{focus} to the process detail routes
 * (static segments outrank it).
 */
import { createRoute } from '@tanstack/react-router';
import { ActiveAlertsPage, PostBoxPage, ProcessFeedPage, ProcessListPage, type TProcessFeedPageKind } from '../../../features/processes';
import type { TShellRoute } from '../router';

export function createProcessRoutes(shellRoute: TShellRoute) {
  const feed = <TPath extends string>(path: TPath, kind: TProcessFeedPageKind) =>
    createRoute({ getParentRoute: () => shellRoute, path, component: () => <ProcessFeedPage key={kind} kind={kind} /> });
  return [
    feed('vorgang/neue_nachrichten', 'neue_nachrichten'),
    feed('vorgang/offene_aufgaben', 'offene_aufgaben'),
    feed('vorgang/alle_aufgaben', 'alle_aufgaben'),
    feed('vorgang/aktuelle_anfragen', 'aktuelle_anfragen'),
    feed('vorgaenge', 'vorgaenge'),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/posteingang', component: () => <PostBoxPage tab="posteingang" /> }),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/postausgang', component: () => <PostBoxPage tab="postausgang" /> }),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/posteingang/verlauf', component: () => <PostBoxPage tab="verlauf" /> }),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgang/aktive_Meldungen', component: ActiveAlertsPage }),
    createRoute({ getParentRoute: () => shellRoute, path: 'vorgangsliste', component: ProcessListPage }),
  ] as const;
}
