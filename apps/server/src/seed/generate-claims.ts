/** Claims: drafts, awaiting the broker's approval, open and closed (some recently), some from last year. */
import { isActivePolicy } from '@portal/domain';
import type { claims } from '../platform/db/schema.js';
import { CLAIM_KINDS, CLOSED_CLAIM_STATUSES, INSURERS, OPEN_CLAIM_STATUSES, PREMIUM_RANGE } from './catalog.js';
import type { LicenseContext } from './context.js';
import { addDays, isoDate } from './dates.js';
import { generateContract, planContract } from './generate-contracts.js';
import { generateCustomer } from './generate-customers.js';
import { pickWeighted } from './random.js';
import { money, pad } from './text.js';

export type ClaimRow = typeof claims.$inferInsert;
export type ClaimState = 'draft' | 'approval' | 'open' | 'closed';

export type ClaimPlan = { index: number; contractIndex: number; state: ClaimState; reportedByClaimReporter: boolean };

/** The first customer's first three contracts (all policies) get the first claims. */
const FIRST_CUSTOMER_CLAIMS = 3;

export function planClaim(ctx: LicenseContext, l: number): ClaimPlan {
  let contractIndex = l;
  if (l >= FIRST_CUSTOMER_CLAIMS) {
    // Claims belong to policies; draw until one is (offers and inquiries have no claims).
    for (let attempt = 0; attempt < 50; attempt++) {
      contractIndex = ctx.int('claim', l, ctx.volumes.contracts, 10 + attempt);
      if (isActivePolicy(planContract(ctx, contractIndex).computedStatus)) break;
    }
  }
  // Every state occurs early on; later ones by weight.
  const u = ctx.u('claim', l, 1);
  const state: ClaimState = l % 20 === 3 ? 'draft' : l % 20 === 7 ? 'approval' : u < 0.05 ? 'draft' : u < 0.1 ? 'approval' : u < 0.4 ? 'open' : 'closed';
  const reportedByClaimReporter = ctx.users.claimReporter !== undefined && l % 12 === 5;
  return { index: l, contractIndex, state, reportedByClaimReporter };
}

export function generateClaim(ctx: LicenseContext, l: number): ClaimRow & { id: string; nummerMakler: string } {
  const plan = planClaim(ctx, l);
  const f = ctx.fakers.for('claim', l);
  const contract = generateContract(ctx, plan.contractIndex);
  const customer = generateCustomer(ctx, contract.plan.customerIndex);
  const sparte = contract.plan.sparte;
  const [schadenart, story] = f.helpers.arrayElement(CLAIM_KINDS[sparte] ?? CLAIM_KINDS.HAFT!);
  const ort = f.number.float() < 0.7 || customer.row.land !== 'DE' ? customer.row.ort! : ctx.places.pick(f.number.float(), f.number.float()).ort;

  // When it happened: mostly within two years, so the "last year" filter and dashboards have content.
  let daysAgo = f.number.int({ min: 2, max: 720 });
  if (plan.state === 'draft' || plan.state === 'approval' || plan.reportedByClaimReporter) daysAgo = f.number.int({ min: 1, max: 40 });
  const happened = ctx.past(daysAgo, f.number.float());
  const reported = addDays(happened, f.number.int({ min: 0, max: Math.min(10, daysAgo - 1) }));
  let abschlusstag: string | null = null;
  if (plan.state === 'closed') {
    // Some closed within the last 14 days: dashboards show only those.
    const closedDaysAgo = f.number.float() < 0.2 ? f.number.int({ min: 0, max: 13 }) : f.number.int({ min: 14, max: Math.max(15, daysAgo - 1) });
    abschlusstag = isoDate(addDays(ctx.refDate, -Math.min(closedDaysAgo, daysAgo)));
  }
  const [min, max] = PREMIUM_RANGE[sparte] ?? [100, 1000];
  const amount = f.number.float({ min: Math.max(80, min / 2), max: max * 8 });
  const insurer = INSURERS[contract.companyIndex % INSURERS.length]!;
  const vehicle = contract.lineData[0]?.data as { fahrgestellnr?: string } | undefined;
  const statusText =
    plan.state === 'draft'
      ? 'Entwurf'
      : plan.state === 'approval'
        ? 'Prüfung durch Makler'
        : plan.state === 'open'
          ? f.helpers.arrayElement(OPEN_CLAIM_STATUSES)
          : pickWeighted(CLOSED_CLAIM_STATUSES, f.number.float());
  const reporter = plan.reportedByClaimReporter ? ctx.users.claimReporter : undefined;

  return {
    id: ctx.id('claim', l),
    licenseId: ctx.license.id,
    contractId: contract.row.id,
    customerId: customer.row.id,
    nummerMakler: `S-${reported.getUTCFullYear()}-${pad(ctx.license.profile.claimNumberBase + l, 6)}`,
    nummerVu: plan.state === 'draft' || plan.state === 'approval' ? null : `${insurer.short.slice(0, 3)}-${f.string.numeric(8)}`,
    schadenstatus: statusText,
    draft: plan.state === 'draft',
    active: plan.state !== 'draft',
    schadenZeitpunkt: happened,
    meldungtag: plan.state === 'draft' ? null : isoDate(reported),
    abschlusstag,
    schadenhoehe: plan.state === 'draft' && f.number.float() < 0.5 ? null : money(amount),
    waehrung: contract.row.waehrung,
    schadenart,
    schadenort: ort,
    hergang: story.replaceAll('{ort}', ort),
    headline: `${schadenart} – ${customer.row.kundenname}`,
    sparte,
    kundenStatus: plan.state === 'closed' ? 'Erledigt' : plan.state === 'draft' ? 'Entwurf' : 'In Bearbeitung',
    approvalPending: plan.state === 'approval',
    reporterUserId: reporter?.id ?? null,
    fin: vehicle?.fahrgestellnr ?? null,
    createdAt: reported,
  };
}
