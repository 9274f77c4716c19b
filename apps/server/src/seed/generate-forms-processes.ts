/**
 * Demo forms processes (issue 11): form risks the broker's staff started for customers, contracts, claims,
 * intermediaries and addresses, sent to receivers, in every status of the list (Open, Processing, Signing,
 * Completed, Expired — by a receiver and by date) and in two groups; and a custom mail for the claim report form.
 */
import type { formMailTemplates, formProducts, formRiskReceivers, formRisks } from '../platform/db/schema.js';
import type { LicenseContext } from './context.js';
import { generateClaim } from './generate-claims.js';
import { generateContract } from './generate-contracts.js';
import { generateAddress } from './generate-reference.js';

export type TSeedMember = { userId: string; email: string; role: string };

type TPlan = {
  product: number;
  status: 'draft' | 'signing' | 'transferred' | 'expired';
  version: number;
  context: 'Kunde' | 'Vertrag' | 'Schaden' | 'Vermittler' | 'Adresse';
  record: number;
  receivers: readonly string[];
  group: string | null;
  daysAgo: number;
  /** Days after the reference day it is valid until (negative: already passed); null: no limit. */
  validDays: number | null;
};

const GROUP_A = 'Kfz-Aktion Frühjahr';
const GROUP_B = 'Hausrat-Kampagne';

/** By role: the customer login, the intermediary, the licence admin, the caseworker (first of each in the licence). */
const BROKER_PLAN: readonly TPlan[] = [
  { product: 0, status: 'draft', version: 1, context: 'Kunde', record: 0, receivers: ['customer'], group: GROUP_A, daysAgo: 1, validDays: 14 },
  { product: 0, status: 'draft', version: 3, context: 'Schaden', record: 0, receivers: ['customer', 'licenseAdmin'], group: GROUP_A, daysAgo: 3, validDays: 10 },
  { product: 1, status: 'draft', version: 1, context: 'Vertrag', record: 1, receivers: ['licenseAdmin'], group: GROUP_B, daysAgo: 5, validDays: 20 },
  { product: 1, status: 'signing', version: 4, context: 'Adresse', record: 0, receivers: ['customer'], group: GROUP_B, daysAgo: 6, validDays: 8 },
  { product: 0, status: 'transferred', version: 5, context: 'Kunde', record: 2, receivers: ['intermediary'], group: null, daysAgo: 12, validDays: null },
  { product: 1, status: 'expired', version: 2, context: 'Vermittler', record: 0, receivers: ['licenseAdmin'], group: GROUP_B, daysAgo: 20, validDays: 5 },
  { product: 0, status: 'draft', version: 2, context: 'Vertrag', record: 3, receivers: ['customer'], group: GROUP_A, daysAgo: 40, validDays: -5 },
  { product: 1, status: 'draft', version: 2, context: 'Kunde', record: 0, receivers: ['customer', 'employee'], group: null, daysAgo: 2, validDays: 30 },
  { product: 0, status: 'draft', version: 1, context: 'Schaden', record: 2, receivers: ['intermediary', 'licenseAdmin'], group: GROUP_A, daysAgo: 0.5, validDays: 14 },
  { product: 1, status: 'transferred', version: 6, context: 'Vertrag', record: 5, receivers: ['customer'], group: GROUP_B, daysAgo: 30, validDays: null },
  { product: 2, status: 'draft', version: 1, context: 'Vertrag', record: 7, receivers: ['intermediary'], group: null, daysAgo: 4, validDays: 7 },
  { product: 0, status: 'draft', version: 2, context: 'Adresse', record: 2, receivers: ['licenseAdmin'], group: null, daysAgo: 8, validDays: 3 },
];

const OTHER_PLAN: readonly TPlan[] = [
  { product: 0, status: 'draft', version: 1, context: 'Kunde', record: 0, receivers: ['customer'], group: 'Gewerbe-Check', daysAgo: 2, validDays: 14 },
  { product: 1, status: 'draft', version: 3, context: 'Vertrag', record: 1, receivers: ['customer'], group: 'Gewerbe-Check', daysAgo: 6, validDays: 21 },
  { product: 0, status: 'transferred', version: 4, context: 'Schaden', record: 0, receivers: ['customer'], group: null, daysAgo: 15, validDays: null },
];

export type TDemoFormsProcesses = {
  risks: (typeof formRisks.$inferInsert)[];
  receivers: (typeof formRiskReceivers.$inferInsert)[];
  templates: (typeof formMailTemplates.$inferInsert)[];
};

export function demoFormsProcesses(ctx: LicenseContext, products: readonly (typeof formProducts.$inferInsert)[], members: readonly TSeedMember[]): TDemoFormsProcesses {
  const out: TDemoFormsProcesses = { risks: [], receivers: [], templates: [] };
  const byRole = (role: string) => members.find((m) => m.role === role);
  // Staff start forms processes; a licence without staff members has none.
  const owner = byRole('licenseAdmin') ?? byRole('employee');
  if (!owner || !products.length) return out;
  const plan = ctx.license.kind === 'MAKLER' ? BROKER_PLAN : OTHER_PLAN;
  const day = 86_400_000;
  plan.forEach((p, index) => {
    const product = products[p.product] ?? products[0]!;
    const id = ctx.id('formRisk', index);
    const createdAt = new Date(ctx.refDate.getTime() - p.daysAgo * day + 9 * 3_600_000);
    const record = contextRecord(ctx, p.context, p.record);
    out.risks.push({
      id,
      licenseId: ctx.license.id,
      productId: product.id!,
      ownerUserId: owner.userId,
      createdByUserId: owner.userId,
      data: {},
      status: p.status,
      version: p.version,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + (p.version - 1) * 3_600_000),
      transferredAt: p.status === 'transferred' ? new Date(createdAt.getTime() + 2 * day) : null,
      expiredAt: p.status === 'expired' ? new Date(createdAt.getTime() + day) : null,
      validUntil: p.validDays === null ? null : new Date(ctx.refDate.getTime() + p.validDays * day + 18 * 3_600_000),
      groupName: p.group,
      contextKind: p.context,
      ...record,
    });
    for (const role of p.receivers) {
      const m = byRole(role);
      if (m) out.receivers.push({ licenseId: ctx.license.id, riskId: id, email: m.email.toLowerCase(), createdAt });
    }
  });
  if (ctx.license.kind === 'MAKLER') {
    out.templates.push({
      licenseId: ctx.license.id,
      productId: products[0]!.id!,
      subject: '{Makler}: Bitte füllen Sie das Formular „{Formular}“ aus',
      body:
        'Guten Tag,\n\nwir haben für Sie das Formular „{Formular}“ vorbereitet. Bitte füllen Sie es bis {GueltigBis} aus:\n{Link}\n\n' +
        'Bei Fragen erreichen Sie uns jederzeit.\n\nMit freundlichen Grüßen\n{Absender}\n{Makler}',
    });
  }
  return out;
}

/** The record ids of a context, deterministic like the records themselves (the customer of a contract, claim, address). */
function contextRecord(ctx: LicenseContext, kind: TPlan['context'], n: number) {
  const none = { customerId: null, contractId: null, claimId: null, intermediaryId: null, addressId: null };
  switch (kind) {
    case 'Kunde':
      return { ...none, customerId: ctx.id('customer', n) };
    case 'Vertrag': {
      const c = generateContract(ctx, n).row;
      return { ...none, contractId: c.id!, customerId: c.customerId };
    }
    case 'Schaden': {
      const c = generateClaim(ctx, n);
      return { ...none, claimId: c.id, contractId: c.contractId ?? null, customerId: c.customerId ?? null };
    }
    case 'Vermittler':
      return { ...none, intermediaryId: ctx.id('intermediary', n) };
    case 'Adresse': {
      const a = generateAddress(ctx, n);
      return { ...none, addressId: a.id!, customerId: a.customerId ?? null };
    }
  }
}
