/** Risk management (/risikomanagement): brokers and staff only; every figure over the member's visible data. */
import {
  addDaysIso,
  canSeeRiskManagement,
  objectValidityState,
  RISK_EXPIRY_DEFAULT_DAYS,
  RISK_OBJECT_WARN_DAYS,
  type TRiskContract,
  type TRiskContractPage,
  type TRiskExpiryQuery,
  type TRiskObjectPage,
  type TRiskPageQuery,
  type TRiskSummary,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { countNeedsAdvice, countRunningOut, needsAdvicePage, objectCounts, objectPage, runningOutPage } from './repository.js';

type TArgs = { db: Db; ctx: TLicenseContext; today: string };

function scopeOf(ctx: TLicenseContext) {
  if (!canSeeRiskManagement(ctx.permission)) throw forbidden('Risk management is for brokers and their staff');
  return visibilityScope(ctx);
}

const money = (v: string | null): number | null => (v === null ? null : Number(v));

export async function getRiskSummary({ db, ctx, today }: TArgs): Promise<TRiskSummary> {
  const scope = scopeOf(ctx);
  // One after another: PGlite serves one query at a time anyway.
  const objects = await objectCounts(db, scope, today, addDaysIso(today, RISK_OBJECT_WARN_DAYS));
  const expiring = await countRunningOut(db, scope, today, addDaysIso(today, RISK_EXPIRY_DEFAULT_DAYS));
  const advice = await countNeedsAdvice(db, scope);
  return { Objekte: objects.objects, Risikosumme: objects.riskSum, ObjekteAbgelaufen: objects.expired, ObjekteLaufenAb: objects.runningOut, VertraegeLaufenAb: expiring, Beratungsbedarf: advice };
}

export async function getRiskObjects({ db, ctx, today, query }: TArgs & { query: TRiskPageQuery }): Promise<TRiskObjectPage> {
  const scope = scopeOf(ctx);
  const warnUntil = addDaysIso(today, RISK_OBJECT_WARN_DAYS);
  const total = (await objectCounts(db, scope, today, warnUntil)).objects;
  const rows = await objectPage(db, scope, today, warnUntil, { skip: query.Skip, take: query.Take });
  return {
    Total: total,
    Items: rows.map((r) => ({
      Id: r.id,
      Kontaktname: r.kontaktname,
      Objektnummer: r.objectNumber,
      Strasse: r.strasse,
      Plz: r.plz,
      Ort: r.ort,
      Risikosumme: money(r.riskSum),
      GueltigAb: r.validFrom,
      GueltigBis: r.validTo,
      Status: objectValidityState(r.validFrom, r.validTo, today, warnUntil),
    })),
  };
}

type TContractRow = Awaited<ReturnType<typeof runningOutPage>>[number];
const toContract = (r: TContractRow): TRiskContract => ({
  Id: r.id,
  VertragsNr: r.vertragsnr,
  Sparte: r.sparte,
  Produkt: r.produkt,
  KundeId: r.customerId,
  Kundenname: r.kundenname,
  Vertragsablauf: r.vertragsablauf,
  Beratungsgebiet: r.beratungsgebiet,
});

export async function getExpiringContracts({ db, ctx, today, query }: TArgs & { query: TRiskExpiryQuery }): Promise<TRiskContractPage> {
  const scope = scopeOf(ctx);
  const until = addDaysIso(today, query.Tage);
  const total = await countRunningOut(db, scope, today, until);
  const rows = await runningOutPage(db, scope, today, until, { skip: query.Skip, take: query.Take });
  return { Total: total, Items: rows.map(toContract) };
}

export async function getAdviceContracts({ db, ctx, query }: TArgs & { query: TRiskPageQuery }): Promise<TRiskContractPage> {
  const scope = scopeOf(ctx);
  const total = await countNeedsAdvice(db, scope);
  const rows = await needsAdvicePage(db, scope, { skip: query.Skip, take: query.Take });
  return { Total: total, Items: rows.map(toContract) };
}
