/** Dashboard boxes (items per member), the user's custom data (the box layout) and the end-user appearance. */
import {
  CUSTOM_DATA_MAX_BYTES,
  DEFAULT_END_USER_APPEARANCE,
  dashboardBox,
  hiddenProperties,
  isBoxAllowed,
  isLicenseAdmin,
  type TDashboardBoxId,
  type TDashboardBoxItem,
  type TDashboardBoxItems,
  type TEndUserAppearance,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import * as repo from './repository.js';

type TGroup = TDashboardBoxItems['Groups'][number];
const money = (v: string | null): number | null => (v === null ? null : Number(v));
const group = (Key: string, items: TDashboardBoxItem[], rows: { total: number }[]): TGroup => ({ Key, Items: items, Total: rows[0]?.total ?? 0 });

/** The items of one box for the member, at most `take` per group; 403 for a box the member may not see. */
export async function getDashboardBoxItems({ db, ctx, boxId, take }: { db: Db; ctx: TLicenseContext; boxId: TDashboardBoxId; take: number }): Promise<TDashboardBoxItems> {
  const def = dashboardBox(boxId);
  if (!isBoxAllowed(def, ctx.permission)) throw forbidden(`The box ${boxId} is not available to you`);
  const scope = visibilityScope(ctx);
  const hidePremiums = hiddenProperties('Vertrag', ctx.permission).has('BruttopraemieGemaessZahlweise');
  const hiddenClaim = hiddenProperties('Schaden', ctx.permission);
  const claimPath = ctx.license.kind === 'GEWERBEKUNDE' ? '/gewerbe_schaden' : '/schaden';

  const contractItems = (rows: repo.TContractRow[]): TDashboardBoxItem[] =>
    rows.map((r) => ({
      Id: r.id,
      Title: r.vertragsnr,
      Subtitle: [r.bezeichnung ?? r.typ, r.kundenname].filter(Boolean).join(' · ') || null,
      Date: r.date,
      // Premium properties are left out entirely when the licence hides premiums (spec 000 §6).
      ...(hidePremiums ? {} : { Amount: money(r.praemie), Waehrung: r.waehrung }),
      Link: `/vertrag/${r.id}`,
    }));
  const claimItems = (rows: repo.TClaimRow[]): TDashboardBoxItem[] =>
    rows.map((r) => ({
      Id: r.id,
      Title: r.nummerMakler,
      Subtitle: [r.headline ?? r.schadenart, hiddenClaim.has('Vertrag.Kunde.Kundenname') ? null : r.kundenname].filter(Boolean).join(' · ') || null,
      Date: r.date,
      Amount: money(r.schadenhoehe),
      Waehrung: r.waehrung,
      Link: `${claimPath}/${r.id}`,
    }));

  let Groups: TGroup[];
  switch (boxId) {
    case 'newestContracts': {
      const rows = await repo.newestContracts(db, scope, take);
      Groups = [group('contracts', contractItems(rows), rows)];
      break;
    }
    case 'currentOffers': {
      const [offers, inquiries] = await Promise.all([repo.currentOffers(db, scope, 'Angebot', take), repo.currentOffers(db, scope, 'Anfrage', take)]);
      Groups = [group('offers', contractItems(offers), offers), group('inquiries', contractItems(inquiries), inquiries)];
      break;
    }
    case 'adviceNeeded': {
      const rows = await repo.adviceNeeded(db, scope, take);
      Groups = [group('contracts', contractItems(rows), rows)];
      break;
    }
    case 'openClaims': {
      const rows = await repo.openClaims(db, scope, take);
      Groups = [group('claims', claimItems(rows), rows)];
      break;
    }
    case 'closedClaims': {
      const rows = await repo.recentlyClosedClaims(db, scope, take);
      Groups = [group('claims', claimItems(rows), rows)];
      break;
    }
    case 'openProcesses': {
      const rows = await repo.openProcesses(db, scope, take);
      Groups = [group('processes', rows.map((r) => ({ Id: r.id, Title: r.headline, Subtitle: null, Date: r.date, Link: `/vorgang/${r.id}` })), rows)];
      break;
    }
    case 'birthdays': {
      const rows = await repo.birthdays(db, scope, take);
      Groups = [group('customers', rows.map((r) => ({ Id: r.id, Title: r.kundenname, Subtitle: null, Date: r.date, Link: `/kunde/${r.id}` })), rows)];
      break;
    }
  }
  return { BoxId: boxId, Groups, ShowAllPath: def.showAllPath };
}

// ───── custom data ─────

export async function getCustomData({ db, ctx, key }: { db: Db; ctx: TLicenseContext; key: string }) {
  return { Key: key, Value: await repo.findCustomData(db, { licenseId: ctx.licenseId, userId: ctx.userId, key }) };
}

/** Stores one whitelisted value of the user in the licence; refuses more than CUSTOM_DATA_MAX_BYTES. */
export async function setCustomData({ db, ctx, key, value }: { db: Db; ctx: TLicenseContext; key: string; value: unknown }) {
  if (value === undefined || value === null) throw new AppError('VALIDATION', 400, 'A value is required', [{ path: 'Value', message: 'Required' }]);
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (bytes > CUSTOM_DATA_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, `Custom data may take at most ${CUSTOM_DATA_MAX_BYTES} bytes (got ${bytes})`, [{ path: 'Value', message: 'Too large' }]);
  }
  await repo.upsertCustomData(db, { licenseId: ctx.licenseId, userId: ctx.userId, key, value });
  return { Key: key, Value: value };
}

export async function deleteCustomData({ db, ctx, key }: { db: Db; ctx: TLicenseContext; key: string }): Promise<void> {
  await repo.deleteCustomData(db, { licenseId: ctx.licenseId, userId: ctx.userId, key });
}

// ───── end-user appearance ─────

export async function getEndUserAppearance({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TEndUserAppearance> {
  return (await repo.findEndUserAppearance(db, ctx.licenseId)) ?? DEFAULT_END_USER_APPEARANCE;
}

/** Licence admins only; audit-logged in the same transaction. */
export async function saveEndUserAppearance({ db, ctx, appearance }: { db: Db; ctx: TLicenseContext; appearance: TEndUserAppearance }): Promise<TEndUserAppearance> {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators change the end-user appearance');
  await db.transaction(async (tx) => {
    const before = (await repo.findEndUserAppearance(tx, ctx.licenseId)) ?? DEFAULT_END_USER_APPEARANCE;
    await repo.upsertEndUserAppearance(tx, { licenseId: ctx.licenseId, value: appearance });
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'endUserAppearance.update', before, after: appearance });
  });
  return appearance;
}
