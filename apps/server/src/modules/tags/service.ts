/**
 * Brief tags and the licence's tag subscription (which document tags notify). The subscription belongs to
 * the licence, so only licence admins change it; every member reads it. Choosing all tags sets AllowAll.
 */
import { canChangeTagSubscription, normalizeTagSubscription, type TBriefTag, type TTagSubscription, type TTagSubscriptionUpdate } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { forbidden, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { findSubscription, listTags, upsertSubscription, type TTagRow } from './repository.js';

const toTag = (t: TTagRow): TBriefTag => ({ Id: t.id, Name: t.name, Matchcode: t.matchcode });

export async function getTags({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TBriefTag[]> {
  return (await listTags(db, ctx.licenseId)).map(toTag);
}

/** No stored subscription means every tag (AllowAll). Stored ids of tags deleted since are dropped. */
export async function getTagSubscription({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TTagSubscription> {
  const [all, stored] = await Promise.all([listTags(db, ctx.licenseId), findSubscription(db, ctx.licenseId)]);
  if (!stored || stored.allowAll) return { License: ctx.licenseId, AllowAll: true, AllowedTags: [] };
  const chosen = new Set(stored.allowedTagIds);
  return { License: ctx.licenseId, AllowAll: false, AllowedTags: all.filter((t) => chosen.has(t.id)).map(toTag) };
}

export async function saveTagSubscription({ db, ctx, update }: { db: Db; ctx: TLicenseContext; update: TTagSubscriptionUpdate }): Promise<TTagSubscription> {
  // Read-only sessions are refused with READ_ONLY before this (platform); here: only licence administrators.
  if (!canChangeTagSubscription(ctx.permission)) throw forbidden('Only licence administrators change the tag subscription');
  const all = await listTags(db, ctx.licenseId);
  const known = new Set(all.map((t) => t.id));
  const unknown = update.AllowedTags.map((id, i) => ({ id, i })).filter(({ id }) => !known.has(id));
  if (unknown.length > 0) throw validationError(unknown.map(({ i }) => ({ path: `AllowedTags.${i}`, message: 'Unknown tag' })));
  await upsertSubscription(db, ctx.licenseId, normalizeTagSubscription(update, [...known]));
  return getTagSubscription({ db, ctx });
}
