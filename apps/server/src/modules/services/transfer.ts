/**
 * What sending a service form adds to the forms transfer (issue 13): the permission check of the service, a
 * meaningful headline ('Schadenmeldung – <customer>'), the customer and contract the process is filed under, and —
 * for the claim report — the claim record itself, created in the transfer's transaction and linked to the process.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { canStartService, CLAIM_STATUS_REPORTED, serviceOfForm, type TServiceFormKey } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { claims, contracts, customers, processes } from '../../platform/db/schema.js';
import { contractVisibility, visibilityScope } from '../../platform/access/visibility.js';
import { forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { adjustAnalysisTotals } from '../portfolio-analysis/totals.js';
import { todayInGermany } from '../../platform/today.js';

/** The headline's first part per service: the German names a broker's back office files them under. */
const SERVICE_TITLES: Readonly<Record<TServiceFormKey, string>> = {
  claimReport: 'Schadenmeldung',
  claimReportComfort: 'Schadenmeldung',
  foreignContract: 'Fremdvertrag',
  inventoryTransfer: 'Bestandsübertragung',
  newApplication: 'Neuer Antrag',
  newOffer: 'Neues Angebot',
  newProspect: 'Neuer Interessent',
};

type TTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TServiceTransfer = {
  headline: string;
  customerId: string | null;
  contractId: string | null;
  /** Runs in the transfer's transaction once the process exists (the claim report files its claim here). */
  afterProcess?: (tx: TTx, processId: string) => Promise<void>;
};

const text = (v: unknown, max = 500): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/**
 * A date answer as a Date at noon UTC (so that it stays the same calendar day in every time zone); null otherwise. The
 * engine revives date answers as Dates (UTC midnight of the day); a text YYYY-MM-DD is taken too.
 */
function dateOf(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : new Date(Date.UTC(v.getUTCFullYear(), v.getUTCMonth(), v.getUTCDate(), 12));
  const s = text(v, 40);
  const m = s?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return Number.isNaN(d.getTime()) ? null : d;
}

const amountOf = (v: unknown): string | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 && n < 1e12 ? n.toFixed(2) : null;
};

/** The person or firm a request is about, from the answers: Firma, else Vorname Nachname. */
function subjectOf(data: Record<string, unknown>): string | null {
  return text(data.Firma, 120) ?? ([text(data.Vorname, 60), text(data.Nachname, 60)].filter(Boolean).join(' ') || null);
}

/**
 * The contract of the risk, or one the answers name (Versicherungsnummer) that the member may see; with its customer.
 * A number the member may not see links nothing (and says nothing about whether it exists).
 */
async function linkedContract(db: Db, ctx: TLicenseContext, contractId: string | null, data: Record<string, unknown>): Promise<{ id: string; customerId: string } | null> {
  const scope = visibilityScope(ctx);
  const number = text(data.Versicherungsnummer, 60);
  if (!contractId && !number) return null;
  const [row] = await db
    .select({ id: contracts.id, customerId: contracts.customerId })
    .from(contracts)
    .where(and(contractVisibility(scope), contractId ? eq(contracts.id, contractId) : eq(contracts.vertragsnr, number!)))
    .limit(1);
  return row ?? null;
}

async function customerName(db: Db, licenseId: string, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await db.select({ name: customers.kundenname }).from(customers).where(and(eq(customers.licenseId, licenseId), eq(customers.id, customerId))).limit(1);
  return row?.name ?? null;
}

/**
 * Checks the sender may send this service (403 otherwise) and prepares the process: headline, links and, for a claim
 * report, the claim (Prüfung durch Makler; waiting for approval when the licence asks it of claim reporters).
 */
export async function prepareServiceTransfer(input: {
  db: Db;
  ctx: TLicenseContext;
  serviceKey: TServiceFormKey;
  risk: { contractId: string | null; customerId: string | null };
  owner: { customerId: string | null };
  data: Record<string, unknown>;
  authorName: string;
}): Promise<TServiceTransfer> {
  const { db, ctx, serviceKey, risk, owner, data, authorName } = input;
  if (!canStartService(ctx.permission, serviceOfForm(serviceKey))) throw forbidden('You may not use this service');
  const contract = await linkedContract(db, ctx, risk.contractId, data);
  const customerId = contract?.customerId ?? risk.customerId ?? owner.customerId;
  const subject = (await customerName(db, ctx.licenseId, customerId)) ?? subjectOf(data) ?? authorName;
  const headline = `${SERVICE_TITLES[serviceKey]} – ${subject}`.slice(0, 200);
  if (serviceOfForm(serviceKey) !== 'claimReport') return { headline, customerId, contractId: contract?.id ?? null };

  const approvalPending = ctx.license.features.ClaimReportApproval === true && ctx.permission.role === 'claimReporter';
  const claimId = randomUUID();
  const kind = text(data.Schadenart, 120);
  return {
    headline,
    customerId,
    contractId: contract?.id ?? null,
    afterProcess: async (tx, processId) => {
      await tx.insert(claims).values({
        id: claimId,
        licenseId: ctx.licenseId,
        contractId: contract?.id ?? null,
        customerId,
        // The broker's claim number: SM- and the start of the claim's id, unique enough to quote on the phone.
        nummerMakler: `SM-${claimId.slice(0, 8).toUpperCase()}`,
        schadenstatus: CLAIM_STATUS_REPORTED,
        kundenStatus: approvalPending ? 'Wartet auf Freigabe' : 'Eingegangen',
        schadenZeitpunkt: dateOf(data.Schadentag),
        meldungtag: todayInGermany(),
        schadenart: kind === 'Sonstiges' ? (text(data.SchadenartSonstiges, 120) ?? kind) : kind,
        schadenort: text(data.Schadenort, 200),
        hergang: text(data.Hergang, 5000),
        schadenhoehe: amountOf(data.Schadenhoehe),
        headline: kind ? `${kind} – ${subject}`.slice(0, 200) : headline,
        sparte: text(data.Sparte, 40),
        approvalPending,
        reporterUserId: ctx.userId,
      });
      // The portfolio analysis' running totals count the new claim in the same transaction.
      await adjustAnalysisTotals(tx, ctx.licenseId, { claimIds: [claimId] }, 1);
      await tx
        .update(processes)
        .set({ claimId })
        .where(and(eq(processes.licenseId, ctx.licenseId), eq(processes.id, processId)));
    },
  };
}
