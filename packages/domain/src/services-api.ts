/** Payloads of the services API (issue 13; the rules are in services.ts). */
import { z } from 'zod';
import { SERVICES, type TServiceKey } from './permissions.js';
import { SERVICE_FORM_KEYS } from './services.js';

export const ZServiceFormKey = z.enum(SERVICE_FORM_KEYS).describe('The service form: claimReport (/meldung/schaden), claimReportComfort (/meldung/spartenschaden), foreignContract, inventoryTransfer, newApplication, newOffer, newProspect.');

export const ZServiceListItem = z.object({
  Key: ZServiceFormKey,
  Service: z.enum(SERVICES.map((s) => s.key) as [TServiceKey, ...TServiceKey[]]).describe('The service (its permission flag): claimReport for both claim-report forms.'),
  Path: z.string().describe('The portal route of the service (/meldung/…).'),
  Name: z.string().describe('The name of the service\'s form product.'),
  ProductId: z.uuid(),
  /** Whether the member may start it (the overview shows the others greyed out with the reason). */
  Allowed: z.boolean().describe('Whether the member may start it: write access and the service\'s permission flag.'),
});
export type TServiceListItem = z.infer<typeof ZServiceListItem>;
export const ZServiceList = z.array(ZServiceListItem);

export const ZServiceKeyParams = z.object({ key: ZServiceFormKey });

export const ZStartService = z.object({
  ContractId: z.uuid().optional().describe('A contract the request is about (?vertrag=): it must be visible to the member; its customer is filled in too.'),
});
export type TStartService = z.infer<typeof ZStartService>;

export const ZStartServiceResult = z.object({
  ProductId: z.uuid(),
  RiskId: z.uuid(),
  Resumed: z.boolean().describe('True when the member\'s own unsent draft of the service was resumed instead of a new one started.'),
});
export type TStartServiceResult = z.infer<typeof ZStartServiceResult>;

export const ZClaimApprovalParams = z.object({ id: z.uuid().describe('The id (UUID) of the claim.') });

export const ZRejectClaim = z.object({
  Reason: z.string().trim().min(1, 'A reason is required').max(2000).describe('Why the claim report is rejected; sent to the reporter as a message of the claim\'s process.'),
});
export type TRejectClaim = z.infer<typeof ZRejectClaim>;

export const ZClaimApprovalResult = z.object({
  Id: z.uuid(),
  ApprovalPending: z.literal(false),
  Schadenstatus: z.string(),
  ProcessId: z.uuid().nullable().describe('The claim\'s process, where the decision was written as a message.'),
});
export type TClaimApprovalResult = z.infer<typeof ZClaimApprovalResult>;
