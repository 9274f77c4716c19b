/** The activity feed (notifications) of the active licence, optionally of one customer, contract or claim. */
import { FEED_ITEM_DEFAULTS, feedItemForViewer, type TActivityFeed, type TActivityFeedQuery, type TFeedItem, type TFeedItemType, type TFeedLink } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope, type TVisibilityScope } from '../../platform/access/visibility.js';
import { notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import {
  isScopeVisible,
  selectClaimRows,
  selectContractRows,
  selectCustomerRows,
  selectDocumentRows,
  selectFeedPage,
  selectIntermediaryRows,
  selectProcessRows,
  type TFeedScope,
} from './repository.js';

const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));
/** A linked object, or none when the join found nothing. */
const link = (id: string | null, headline: string | null, typ: string | null = null): TFeedLink[] => (id ? [{ Id: id, Headline: headline ?? '', Typ: typ }] : []);
const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' · ');


type TLoader = (db: Db, scope: TVisibilityScope, ids: string[]) => Promise<TFeedItem[]>;

/** Per type: load the entries of a page by id and shape them as feed items. */
const LOADERS: Record<TFeedItemType, TLoader> = {
  Process: async (db, scope, ids) =>
    (await selectProcessRows(db, scope, ids)).map((r) => ({
      ...FEED_ITEM_DEFAULTS,
      Typ: 'Process',
      Id: r.id,
      License: r.licenseId,
      Headline: r.headline,
      Erstellt: iso(r.createdAt),
      Bearbeitet: iso(r.changedAt),
      Read: isoOrNull(r.readAt),
      Dirty: r.dirty,
      Active: r.active,
      Kundenname: r.kundenname,
      LastAction: r.lmType === null ? null : { Type: r.lmType, FromMakler: r.lmFromMakler ?? true },
      LastMessage: r.lmCreated === null ? null : { Created: iso(r.lmCreated) },
      Kunden: link(r.customerId, r.kundenname),
      Vertraege: link(r.contractId, r.vertragsnr, r.contractTyp),
      Schaeden: link(r.claimId, r.nummerMakler),
      Vermittler: link(r.intermediaryId, r.intermediaryName),
    })),
  Brief: async (db, scope, ids) =>
    (await selectDocumentRows(db, scope, ids)).map((r) => ({
      ...FEED_ITEM_DEFAULTS,
      Typ: 'Brief',
      Id: r.id,
      License: r.licenseId,
      Headline: r.titel,
      Erstellt: iso(r.erstellt),
      // The feed orders documents by their creation (a new letter is the news), so that is their change time here.
      Bearbeitet: iso(r.erstellt),
      Folder: r.folder,
      Read: isoOrNull(r.readAt),
      Active: r.active,
      Kundenname: r.kundenname,
      Kunden: link(r.customerId, r.kundenname),
      Vertraege: link(r.contractId, r.vertragsnr, r.contractTyp),
      Schaeden: link(r.claimId, r.nummerMakler),
      Vorgaenge: link(r.processId, r.processHeadline),
      Vermittler: link(r.intermediaryId, r.intermediaryName),
    })),
  Schaden: async (db, scope, ids) =>
    (await selectClaimRows(db, scope, ids)).map((r) => ({
      ...FEED_ITEM_DEFAULTS,
      Typ: 'Schaden',
      Id: r.id,
      License: r.licenseId,
      Headline: joined(r.nummerMakler, r.headline || r.schadenart),
      Erstellt: iso(r.createdAt),
      Bearbeitet: iso(r.createdAt),
      // Open while it has no closing day.
      Active: r.active && !r.abschlusstag,
      Kundenname: r.kundenname,
      Kunden: link(r.customerId, r.kundenname),
      Vertraege: link(r.contractId, r.vertragsnr, r.contractTyp),
    })),
  Vertrag: async (db, scope, ids) =>
    (await selectContractRows(db, scope, ids)).map((r) => ({
      ...FEED_ITEM_DEFAULTS,
      Typ: 'Vertrag',
      Id: r.id,
      License: r.licenseId,
      Headline: joined(r.vertragsnr, r.produkt || r.sparte),
      Erstellt: iso(r.createdAt),
      Bearbeitet: iso(r.createdAt),
      Active: r.active,
      Beratungsbedarf: r.beratungErforderlich,
      VertragTyp: r.typ,
      Kundenname: r.kundenname,
      Kunden: link(r.customerId, r.kundenname),
      Vermittler: link(r.intermediaryId, r.intermediaryName),
    })),
  Kunde: async (db, scope, ids) =>
    (await selectCustomerRows(db, scope, ids)).map((r) => ({
      ...FEED_ITEM_DEFAULTS,
      Typ: 'Kunde',
      Id: r.id,
      License: r.licenseId,
      Headline: r.kundenname,
      Erstellt: iso(r.createdAt),
      Bearbeitet: iso(r.createdAt),
      // The bell: an active message (note) exists; AnmerkungUngelesen says whether one is unread.
      Active: Boolean(r.hasActiveNote),
      AnmerkungUngelesen: Boolean(r.unreadNote),
      Kundenname: r.kundenname,
      Vermittler: link(r.intermediaryId, r.intermediaryName),
    })),
  Vermittler: async (db, scope, ids) =>
    (await selectIntermediaryRows(db, scope, ids)).map((r) => ({
      ...FEED_ITEM_DEFAULTS,
      Typ: 'Vermittler',
      Id: r.id,
      License: r.licenseId,
      Headline: joined(r.name, r.code),
      Erstellt: iso(r.createdAt),
      Bearbeitet: iso(r.createdAt),
      Active: r.active,
    })),
};

function scopeOf(query: TActivityFeedQuery): TFeedScope {
  if (query.Kunde) return { kind: 'Kunde', id: query.Kunde };
  if (query.Vertrag) return { kind: 'Vertrag', id: query.Vertrag };
  if (query.Schaden) return { kind: 'Schaden', id: query.Schaden };
  if (query.Vermittler) return { kind: 'Vermittler', id: query.Vermittler };
  return null;
}

/** One page of the feed, newest first; a scope object the member cannot see answers 404. */
export async function getActivityFeed({ db, ctx, query }: { db: Db; ctx: TLicenseContext; query: TActivityFeedQuery }): Promise<TActivityFeed> {
  const scope = visibilityScope(ctx);
  const target = scopeOf(query);
  if (target && !(await isScopeVisible(db, scope, target))) throw notFound(`${target.kind} not found`);
  const { keys, total, estimate } = await selectFeedPage(db, scope, target, { skip: query.skip, take: query.take, typ: query.Typ });

  const idsByType = new Map<TFeedItemType, string[]>();
  for (const k of keys) idsByType.set(k.typ, [...(idsByType.get(k.typ) ?? []), k.id]);
  const loaded = await Promise.all([...idsByType].map(([typ, ids]) => LOADERS[typ](db, scope, ids)));
  const byKey = new Map(loaded.flat().map((item) => [`${item.Typ}:${item.Id}`, item]));
  // Keep the page's order; an entry gone between the two steps is simply left out.
  // Field-level visibility: no intermediary for end customers, no customer or contract for claim reporters.
  const Items = keys
    .map((k) => byKey.get(`${k.typ}:${k.id}`))
    .filter((i): i is TFeedItem => i !== undefined)
    .map((item) => feedItemForViewer(item, ctx.permission));
  return { Items, Total: total, ...(estimate ? { TotalIsEstimate: true } : {}) };
}
