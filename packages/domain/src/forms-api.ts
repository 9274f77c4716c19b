/**
 * Payloads of the forms API (issue 10, docs/api-forms.md): form products a member may start, a product with its
 * pages, and risks (one member's filling-in of a product) with optimistic versioning. The definition's own schema
 * lives in @portal/forms; here the pages travel as JSON objects, checked there.
 */
import { z } from 'zod';
import { ZFieldError } from './errors.js';

/** Form data: answers keyed by control name; a repeating group holds an array of such records. */
export const ZFormData = z.record(z.string(), z.unknown()).describe('Answers keyed by control name (Kennung); a repeating group holds an array of such records.');
export type TFormDataPayload = z.infer<typeof ZFormData>;

export const FORM_RISK_STATUSES = ['draft', 'signing', 'transferred', 'expired'] as const;
export const ZFormRiskStatus = z
  .enum(FORM_RISK_STATUSES)
  .describe('draft: being filled in, saved as it is · signing: signatures requested · transferred: sent to the broker, read-only · expired: expired by a receiver, read-only.');
export type TFormRiskStatus = z.infer<typeof ZFormRiskStatus>;

export const ZFormProductListItem = z.object({ Id: z.uuid(), Name: z.string() });
export const ZFormProductList = z.array(ZFormProductListItem);
export type TFormProductListItem = z.infer<typeof ZFormProductListItem>;

export const ZFormProduct = z.object({
  Id: z.uuid(),
  Name: z.string(),
  Titel: z.string().nullable().describe('The form\'s title from its definition.'),
  Pages: z.array(z.record(z.string(), z.unknown())).describe('The pages of the form definition (spec 001 §3; schema ZFormDefinition of @portal/forms).'),
  Options: z.record(z.string(), z.unknown()).nullable().describe('The form options of the definition (readOnly, compactView, showFooter, …).'),
});
export type TFormProduct = z.infer<typeof ZFormProduct>;

export const ZFormRisk = z.object({
  RiskId: z.uuid(),
  ProductId: z.uuid(),
  Data: ZFormData,
  Status: ZFormRiskStatus,
  Version: z.number().int().min(1).describe('Grows by one with every save; send it back with the next save.'),
});
export type TFormRisk = z.infer<typeof ZFormRisk>;

export const ZCreateFormRisk = z.object({
  ProductId: z.uuid().describe('The form product to fill in.'),
  // Forms process metadata (issue 11, forms-process-api.ts): all optional; a risk without them is a plain filling-in.
  Context: z.enum(['Kunde', 'Vertrag', 'Schaden', 'Vermittler', 'Adresse']).optional().describe('The kind of record the form is started for.'),
  CustomerId: z.uuid().optional(),
  ContractId: z.uuid().optional(),
  ClaimId: z.uuid().optional(),
  IntermediaryId: z.uuid().optional(),
  AddressId: z.uuid().optional(),
  Receivers: z.array(z.email().max(254)).max(50).optional().describe('E-mails of the members who receive the form (they may open and fill it).'),
  ValidUntil: z.iso.datetime({ offset: true }).optional().describe('After this time the form counts as expired.'),
  GroupName: z.string().trim().min(1).max(200).optional().describe('A group the forms process list can group by.'),
});
export type TCreateFormRisk = z.infer<typeof ZCreateFormRisk>;

export const ZSaveFormRisk = z.object({
  Data: ZFormData,
  Version: z.number().int().min(1).max(2_147_483_647).describe('The version the data is based on: the Version of the last load or save.'),
});
export type TSaveFormRisk = z.infer<typeof ZSaveFormRisk>;

export const ZSaveFormRiskResult = z.object({
  RiskId: z.uuid(),
  Version: z.number().int().min(1),
  Status: ZFormRiskStatus,
  Data: ZFormData.describe('The data as stored: calculations recomputed, hidden-and-cleared answers removed.'),
  Valid: z.boolean().describe('Whether the data passes every validation rule (only a valid risk can be transferred).'),
  Errors: z.array(ZFieldError).describe('Validation issues by control path (Zeugen.1.ZeugeName), in the user\'s language; the draft is saved regardless.'),
});
export type TSaveFormRiskResult = z.infer<typeof ZSaveFormRiskResult>;

export const ZTransferFormRiskResult = ZFormRisk.extend({
  ProcessId: z.uuid().describe('The process (Vorgang) in the broker\'s post box that carries the form\'s answers.'),
});
export type TTransferFormRiskResult = z.infer<typeof ZTransferFormRiskResult>;

/** A PDF rendered from a risk's answers (spec 001 §3 'Rendered document'). */
export const ZRenderedFormDocument = z.object({
  Id: z.string().describe('The document\'s id within the risk (`v<Version>-<key>`): the data version it shows and the document key.'),
  Name: z.string().describe('The document\'s name (Schadenmeldung, Formular, …).'),
  Url: z.string().describe('Where the PDF is downloaded: GET /api/v1/Forms/Risk/{riskId}/Documents/{documentId}?license=…'),
  SignatureFields: z
    .array(z.string())
    .nullable()
    .describe('The names of the signature fields in the PDF (the signatures it needs); null when it needs none.'),
});
export type TRenderedFormDocument = z.infer<typeof ZRenderedFormDocument>;

export const ZRenderFormRiskResult = z.object({
  listGfm: z.array(ZRenderedFormDocument).describe('The documents of the form, in the order the product names them.'),
});
export type TRenderFormRiskResult = z.infer<typeof ZRenderFormRiskResult>;
