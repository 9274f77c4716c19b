/**
 * Services (issue 13, spec 000 §2.1, §6): the list a member may start, starting (or resuming) a service's form, and
 * the approval of reported claims. Sending runs through the forms transfer (../forms/service.ts), which calls
 * prepareServiceTransfer (transfer.ts) for a service's form.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  canDecideClaimApproval,
  canStartService,
  CLAIM_STATUS_APPROVED,
  CLAIM_STATUS_REJECTED,
  serviceOfForm,
  SERVICE_ROUTE_SEGMENTS,
  type TClaimApprovalResult,
  type TServiceFormKey,
  type TServiceListItem,
  type TStartService,
  type TStartServiceResult,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { claims, contracts, processes, processMessages, users } from '../../platform/db/schema.js';
import { claimVisibility, contractVisibility, visibilityScope } from '../../platform/access/visibility.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { adjustAnalysisTotals } from '../portfolio-analysis/totals.js';
import { updateRiskData } from '../forms/repository.js';
import { createRisk } from '../forms/service.js';
import { findOwnDraft, findServiceProduct, selectServiceProducts } from './repository.js';
import { todayInGermany } from '../../platform/today.js';

const readOnly = () => new AppError('READ_ONLY', 403, 'This licence is read-only for you');

/** The licence's services, each with whether the member may start it (the overview explains the others). */
export async function listServices({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TServiceListItem[]> {
  const products = await selectServiceProducts(db, ctx.licenseId);
  const order = Object.keys(SERVICE_ROUTE_SEGMENTS);
  return products
    .sort((a, b) => order.indexOf(a.serviceKey) - order.indexOf(b.serviceKey))
    .map((p) => ({
      Key: p.serviceKey,
      Service: serviceOfForm(p.serviceKey),
      Path: `/meldung/${SERVICE_ROUTE_SEGMENTS[p.serviceKey]}`,
      Name: p.name,
      ProductId: p.id,
      Allowed: canStartService(ctx.permission, serviceOfForm(p.serviceKey)),
    }));
}

/**
 * Starts a service: 403 without write access or the service's flag, 404 when the licence does not offer it or the
 * contract asked for is not one the member may see; else the member's own unsent draft (for that contract) is
 * resumed, or a new risk started — for the contract and its customer when one is given.
 */
export async function startService({ db, ctx, key, input }: { db: Db; ctx: TLicenseContext; key: TServiceFormKey; input: TStartService }): Promise<TStartServiceResult> {
  if (ctx.permission.readOnly) throw readOnly();
  if (!canStartService(ctx.permission, serviceOfForm(key))) throw forbidden('You may not use this service');
  const product = await findServiceProduct(db, ctx.licenseId, key);
  if (!product) throw notFound('The licence does not offer this service');
  const contractId = input.ContractId ?? null;
  let contractNumber: string | null = null;
  if (contractId) {
    const [visible] = await db.select({ nr: contracts.vertragsnr }).from(contracts).where(and(contractVisibility(visibilityScope(ctx)), eq(contracts.id, contractId))).limit(1);
    if (!visible) throw new AppError('NOT_FOUND', 404, 'ContractId: no such contract for you', [{ path: 'ContractId', message: 'Not found' }]);
    contractNumber = visible.nr;
  }
  const draft = await findOwnDraft(db, { licenseId: ctx.licenseId, userId: ctx.userId, productId: product.id, contractId });
  if (draft) return { ProductId: product.id, RiskId: draft.id, Resumed: true };
  const risk = await createRisk({ db, ctx, input: { ProductId: product.id, ...(contractId ? { ContractId: contractId, Context: 'Vertrag' as const } : {}) } });
  // The claim report for a contract starts with its number filled in (the form's Versicherungsnummer).
  if (contractNumber && serviceOfForm(key) === 'claimReport') await updateRiskData(db, { licenseId: ctx.licenseId, id: risk.RiskId, expectedVersion: risk.Version }, { Versicherungsnummer: contractNumber });
  return { ProductId: risk.ProductId, RiskId: risk.RiskId, Resumed: false };
}

async function authorName(db: Db, userId: string): Promise<string> {
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return [u?.firstName, u?.lastName].filter(Boolean).join(' ').trim() || u?.email || 'Makler';
}

/**
 * Approves or rejects a claim report waiting for approval: 403 unless the member may approve claims (and write), 404
 * for a claim they may not see, 409 when it is not waiting (any more). The decision is written as a message of the
 * claim's process, so that the reporter reads it; a rejection closes the claim with the reason.
 */
export async function decideClaim({ db, bus, ctx, claimId, decision }: { db: Db; bus: EventBus; ctx: TLicenseContext; claimId: string; decision: { approve: true } | { approve: false; reason: string } }): Promise<TClaimApprovalResult> {
  if (ctx.permission.readOnly) throw readOnly();
  if (!canDecideClaimApproval(ctx.permission)) throw forbidden('You may not approve claim reports');
  const scope = visibilityScope(ctx);
  const name = await authorName(db, ctx.userId);
  const result = await db.transaction(async (tx) => {
    const changes = decision.approve
      ? { approvalPending: false, schadenstatus: CLAIM_STATUS_APPROVED, kundenStatus: 'In Bearbeitung' }
      : { approvalPending: false, schadenstatus: CLAIM_STATUS_REJECTED, kundenStatus: 'Abgelehnt', active: false, abschlusstag: todayInGermany() };
    // A rejection closes the claim: the portfolio analysis' running totals move it from open to closed (net nothing
    // when no claim was updated).
    const totals = { claimIds: [claimId] };
    if (!decision.approve) await adjustAnalysisTotals(tx, ctx.licenseId, totals, -1);
    const [claim] = await tx
      .update(claims)
      .set(changes)
      .where(and(eq(claims.id, claimId), claimVisibility(scope), eq(claims.approvalPending, true)))
      .returning({ id: claims.id, nummer: claims.nummerMakler, schadenstatus: claims.schadenstatus });
    if (!decision.approve) await adjustAnalysisTotals(tx, ctx.licenseId, totals, 1);
    if (!claim) return null;
    const [process] = await tx
      .select({ id: processes.id })
      .from(processes)
      .where(and(eq(processes.licenseId, ctx.licenseId), eq(processes.claimId, claim.id)))
      .orderBy(desc(processes.createdAt))
      .limit(1);
    if (process) {
      const text = decision.approve
        ? `Ihre Schadenmeldung ${claim.nummer} wurde freigegeben und wird bearbeitet.`
        : `Ihre Schadenmeldung ${claim.nummer} wurde abgelehnt.\n\nBegründung: ${decision.reason}`;
      const [msg] = await tx
        .insert(processMessages)
        .values({ licenseId: ctx.licenseId, processId: process.id, authorUserId: ctx.userId, authorName: name, fromMakler: true, type: 'Info', text })
        .returning({ createdAt: processMessages.createdAt });
      await tx
        .update(processes)
        .set({ lastMessageAt: msg!.createdAt, readAt: null, ...(decision.approve ? {} : { active: false }) })
        .where(and(eq(processes.licenseId, ctx.licenseId), eq(processes.id, process.id)));
    }
    return { Id: claim.id, ApprovalPending: false as const, Schadenstatus: claim.schadenstatus, ProcessId: process?.id ?? null };
  });
  if (!result) {
    const [seen] = await db.select({ id: claims.id }).from(claims).where(and(eq(claims.id, claimId), claimVisibility(scope))).limit(1);
    if (!seen) throw notFound('Claim not found');
    throw new AppError('CONFLICT', 409, 'The claim is not waiting for approval');
  }
  if (result.ProcessId) for (const name of ['process-message', 'counts-changed'] as const) await bus.publish({ name, licenseId: ctx.licenseId, processId: result.ProcessId });
  return result;
}
