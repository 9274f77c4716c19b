/**
 * Answer shapes of the customer detail (docs/api-lists.md "Details"). Field names are the spec's; dates are
 * `YYYY-MM-DD`, date-times ISO UTC. The response schema is also the whitelist: fields not named here never leave.
 */
import { z } from 'zod';
import { idParams } from '../../platform/id-params.js';

export const ZCustomerIdParams = idParams('customer (Kunde)');

export const ZCustomerDetail = z.object({
  Id: z.string(),
  Amsidnr: z.string(),
  Kundenname: z.string(),
  Vorname: z.string().nullable(),
  Nachname: z.string().nullable(),
  Zuordnung: z.string(),
  Strasse: z.string().nullable(),
  Plz: z.string().nullable(),
  Ort: z.string().nullable(),
  Land: z.string(),
  Kundenverbindung: z.string().nullable(),
  Active: z.boolean(),
  LastSynchronisation: z.string().nullable(),
  /** An active note nobody has read yet. */
  AnmerkungUngelesen: z.boolean(),
  Geburtstag: z.string().nullable(),
  EmailPrivat: z.string().nullable(),
  TelefonPrivat: z.string().nullable(),
  EmailGeschaeftlich: z.string().nullable(),
  TelefonGeschaeftlich: z.string().nullable(),
  /** Brokers only (spec 000 §6); omitted for everyone else. */
  Vermittler: z.object({ Code: z.string(), Name: z.string() }).nullable().optional(),
  /** Related rows the member may see. */
  Counts: z.object({ Vertraege: z.number().int(), Schaeden: z.number().int(), Dokumente: z.number().int(), Anmerkungen: z.number().int() }),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

export const ZCustomerNote = z.object({
  Id: z.string(),
  Text: z.string(),
  Erstellt: z.string(),
  /** When it was read; null while unread. */
  Read: z.string().nullable(),
  /** Name of the author, null when unknown (synchronised notes or a deleted user). */
  Autor: z.string().nullable(),
});
export type TCustomerNote = z.infer<typeof ZCustomerNote>;

/** Spec 000 §7: active notes load with skip 0, take 2500. */
export const CUSTOMER_NOTES_TAKE = 2500;
