/**
 * Answer shape of the address detail (docs/api-lists.md "Details"): the Adresse properties of the data catalogue
 * with the same names and value types (money as numbers, dates `YYYY-MM-DD`), the remaining object fields and
 * the customer. The filter-only forms (RisikosummeOderNull, GueltigAbOderOffen, GueltigBisOderOffen) are left out.
 */
import { z } from 'zod';
import { idParams } from '../../platform/id-params.js';

export const ZAddressIdParams = idParams('address or object (Adresse)');

export const ZAddressDetail = z.object({
  Id: z.string(),
  /** PRIVAT or business. */
  Zuordnung: z.string(),
  Kontaktname: z.string().nullable(),
  Nachname: z.string().nullable(),
  Adresszeile1: z.string().nullable(),
  Strasse: z.string().nullable(),
  Plz: z.string().nullable(),
  Ort: z.string().nullable(),
  Land: z.string(),
  Telefon1: z.string().nullable(),
  Mobil: z.string().nullable(),
  Email: z.string().nullable(),
  Geburtstag: z.string().nullable(),
  PrivateAddress: z.boolean(),
  BusinessAddress: z.boolean(),
  Objekt: z.boolean(),
  Objektnummer: z.string().nullable(),
  /** Object field 149. */
  Risikosumme: z.number().nullable(),
  /** Object fields 119 and 120. */
  GueltigAb: z.string().nullable(),
  GueltigBis: z.string().nullable(),
  /** The other object fields of the Xml set, by field number; empty when there are none. */
  Objektfelder: z.record(z.string(), z.string()),
  Kunde: z.object({ Id: z.string(), Kundenname: z.string() }).nullable(),
});
export type TAddressDetail = z.infer<typeof ZAddressDetail>;
