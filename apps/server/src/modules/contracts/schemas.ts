/**
 * Answer shape of the contract detail (docs/api-lists.md "Details"): the Vertrag properties of the data
 * catalogue with the same names and value types (money as numbers, dates `YYYY-MM-DD`, date-times ISO UTC),
 * the dotted references as nested objects, and the related rows of spec 001 §2.8 / §3.
 */
import { z } from 'zod';
import { idParams } from '../../platform/id-params.js';

export const ZContractIdParams = idParams('contract (Vertrag)');

const ZContractCustomer = z.object({
  Id: z.string(),
  Kundenname: z.string(),
  Kundenverbindung: z.string().nullable(),
  Plz: z.string().nullable(),
  Strasse: z.string().nullable(),
  Ort: z.string().nullable(),
  Land: z.string(),
  Zuordnung: z.string(),
});

export const ZContractDetail = z.object({
  Id: z.string(),
  VertragsNr: z.string(),
  Typ: z.string(),
  Status: z.string(),
  ComputedStatus: z.string(),
  Statusgrund: z.string().nullable(),
  Produkt: z.string().nullable(),
  Sparte: z.string().nullable(),
  Spartenbezeichnung: z.string().nullable(),
  /** Brokers only (spec 000 §6); omitted for everyone else. */
  Abschlussvermittler: z.string().nullable().optional(),
  AbschlussvermittlerName: z.string().nullable().optional(),
  Zahlweise: z.string().nullable(),
  Abbuchung: z.boolean(),
  BruttopraemieGemaessZahlweise: z.number().nullable(),
  PraemieNetto: z.number().nullable(),
  Waehrung: z.string(),
  WirksamAb: z.string().nullable(),
  WirksamBis: z.string().nullable(),
  Vertragsbeginn: z.string().nullable(),
  Vertragsablauf: z.string().nullable(),
  Angebotsdatum: z.string().nullable(),
  RisikoAllgemein: z.string().nullable(),
  BeratungErforderlich: z.boolean(),
  Beratungsgebiet: z.string().nullable(),
  AbrechenbarerVertrag: z.boolean(),
  Sammelvertrag: z.boolean(),
  Sammelvertragsnr: z.string().nullable(),
  ParentId: z.string().nullable(),
  Lokalpolice: z.boolean(),
  Entwurf: z.boolean(),
  /** Spec 001 §3 contract detail. */
  Storno: z.boolean(),
  InkassoStatus: z.string().nullable(),
  Active: z.boolean(),
  LastSynchronisation: z.string().nullable(),
  Erstellt: z.string(),
  Kunde: ZContractCustomer,
  Gesellschaft: z.object({ Id: z.string(), Suchname: z.string() }).nullable(),
  /** The collective contract this one belongs to, when the member may see it. */
  Parent: z.object({ Id: z.string(), VertragsNr: z.string() }).nullable(),
  /** Sub-contracts (Unterverträge) the member may see. */
  Children: z.array(z.object({ Id: z.string(), VertragsNr: z.string(), Typ: z.string(), ComputedStatus: z.string() })),
  /** Claims of the contract the member may see (Schäden zum Vertrag), newest first. */
  Schaeden: z.array(
    z.object({
      Id: z.string(),
      NummerMakler: z.string(),
      Schadenstatus: z.string(),
      SchadenZeitpunkt: z.string().nullable(),
      Schadenhoehe: z.number().nullable(),
      Waehrung: z.string(),
    }),
  ),
  /** Typed line data entries; a Typ starting with ZUS_ is additional data. */
  Spartendaten: z.array(z.object({ Typ: z.string(), Data: z.record(z.string(), z.unknown()) })),
});
export type TContractDetail = z.infer<typeof ZContractDetail>;

/** Children listed at most (collective contracts can hold many; the list pages show all of them). */
export const CONTRACT_CHILDREN_TAKE = 500;
/** Claims listed at most on the contract. */
export const CONTRACT_CLAIMS_TAKE = 500;
