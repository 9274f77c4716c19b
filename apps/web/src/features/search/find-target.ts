import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client';
import { processMessagesPath } from '../../lib/object-links';
import { claimQueryOptions } from '../claims';
import { contractQueryOptions } from '../contracts';
import { customerQueryOptions } from '../customers';
import { documentPreviewPath, findDocument } from '../documents';
import { resolveSearch } from './api/resolve-search';
import type { TResolveParam, TSearchType } from './search-targets';

/** Where a search ends: a typed page, or a path of a later issue's route (processes, documents). */
export type TSearchTarget =
  | { kind: 'Kunde'; id: string }
  | { kind: 'Vertrag'; id: string; typ: string | null }
  | { kind: 'Schaden'; id: string }
  | { kind: 'gewerbe_schaden'; id: string }
  | { kind: 'path'; path: string };

/** Whether a route pattern (e.g. '/vorgang/$id/$focus') is registered: process and document pages arrive later. */
export type TRouteExists = (pattern: string) => boolean;

type TContext = { queryClient: QueryClient; license: string; routeExists: TRouteExists };

/** A miss (404) or an id that cannot exist (400): null instead of an error. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (e) {
    if (isApiError(e) && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

const contractTarget = async (ctx: TContext, id: string): Promise<TSearchTarget | null> => {
  const c = await orNull(() => ctx.queryClient.fetchQuery(contractQueryOptions(ctx.license, id)));
  return c ? { kind: 'Vertrag', id: c.Id, typ: c.Typ ?? null } : null;
};
const claimExists = (ctx: TContext, id: string) => orNull(() => ctx.queryClient.fetchQuery(claimQueryOptions(ctx.license, id)));
const customerExists = (ctx: TContext, id: string) => orNull(() => ctx.queryClient.fetchQuery(customerQueryOptions(ctx.license, id)));

/** Process pages (vorgang/{id}/{focus}) come with a later issue; until their route exists a process is "no result". */
function processTarget(ctx: TContext, id: string): TSearchTarget | null {
  if (ctx.routeExists('/vorgang/$id/$focus')) return { kind: 'path', path: processMessagesPath(id) };
  if (ctx.routeExists('/vorgang/$id')) return { kind: 'path', path: `/vorgang/${encodeURIComponent(id)}` };
  return null;
}
/** A document opens in the preview of the documents page (it has no page of its own). */
async function documentTarget(ctx: TContext, id: string, signal?: AbortSignal): Promise<TSearchTarget | null> {
  if (!ctx.routeExists('/dokumente')) return null;
  const found = await findDocument(id, signal);
  return found ? { kind: 'path', path: documentPreviewPath(found.id) } : null;
}

async function fromResolved(ctx: TContext, type: string, id: string): Promise<TSearchTarget | null> {
  switch (type) {
    case 'Vertrag':
      return contractTarget(ctx, id);
    case 'Schaden':
      return { kind: 'Schaden', id };
    case 'Kunde':
      return { kind: 'Kunde', id };
    case 'Vorgang':
      return processTarget(ctx, id);
    case 'Brief':
      return documentTarget(ctx, id);
    default:
      return null;
  }
}

/** /suche?VSNR=|SCHADENNR=|KUNDE=|vorgang=|kennzeichen=: the object the link names, or null. */
export async function findLinkTarget(ctx: TContext, param: TResolveParam, value: string, signal?: AbortSignal): Promise<TSearchTarget | null> {
  const resolved = await orNull(() => resolveSearch(ctx.license, param, value, signal));
  return resolved ? fromResolved(ctx, resolved.Type, resolved.Id) : null;
}

/** /suche/{id}: an id of any type; contracts, claims and customers are tried in turn. */
export async function findById(ctx: TContext, id: string): Promise<TSearchTarget | null> {
  const contract = await contractTarget(ctx, id);
  if (contract) return contract;
  if (await claimExists(ctx, id)) return { kind: 'Schaden', id };
  if (await customerExists(ctx, id)) return { kind: 'Kunde', id };
  return null;
}

/** /suche/{type}/{id}: the object of that type, or null. Processes may be named by their access token. */
export async function findByType(ctx: TContext, type: TSearchType, id: string, signal?: AbortSignal): Promise<TSearchTarget | null> {
  switch (type) {
    case 'Vertrag':
      return contractTarget(ctx, id);
    case 'Schaden':
      return (await claimExists(ctx, id)) ? { kind: 'Schaden', id } : null;
    case 'gewerbe_schaden':
      return (await claimExists(ctx, id)) ? { kind: 'gewerbe_schaden', id } : null;
    case 'Kunde':
      return (await customerExists(ctx, id)) ? { kind: 'Kunde', id } : null;
    case 'Vorgang': {
      if (!processTarget(ctx, id)) return null;
      return findLinkTarget(ctx, 'vorgang', id, signal);
    }
    case 'Brief':
      return documentTarget(ctx, id, signal);
  }
}
