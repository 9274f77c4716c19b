/**
 * The administration audit log (issue 12, beyond the spec): every change a licence administrator makes to the
 * licence (appearance, logo, cards, detail views, profiles, …) with who, when, what, and the state before and
 * after. Licence admins read their licence's log at GET /api/v1/Admin/AuditLog.
 */
import { z } from 'zod';

/** What was changed: `<area>.<verb>`, e.g. `appearance.update`, `card.delete`, `detailSet.create`. */
export const ZAuditAction = z.string().min(3).max(80).regex(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/, 'area.verb');

export const ZAuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page, from 1.'),
  pageSize: z.coerce.number().int().min(1).max(100).default(25).describe('Entries per page (1–100).'),
  action: z.string().max(80).optional().describe('Only entries whose action starts with this text (e.g. `card.` or `appearance.update`).'),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditEntry = z.object({
  Id: z.number().int(),
  At: z.iso.datetime(),
  Action: z.string(),
  /** The changed thing's id or name (a card id, a set name, `logo`, …); null for the licence as a whole. */
  Target: z.string().nullable(),
  Actor: z.object({ Id: z.string().nullable(), Email: z.string().nullable(), Name: z.string().nullable() }).describe('Null fields when the user was deleted since.'),
  Before: z.unknown().describe('The state before the change (JSON), null when it created something.'),
  After: z.unknown().describe('The state after the change (JSON), null when it deleted something.'),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogPage = z.object({
  Items: z.array(ZAuditEntry).describe('Newest first.'),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
