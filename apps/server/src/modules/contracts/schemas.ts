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
  Amsidnr: z.string(),
  TelefonPrivat: z.string().nullable(),
  TelefonGeschaeftlich: z.string().nullable(),
  EmailPrivat: z.string().nullable(),
  EmailGeschaeftlich: z.string().nullable(),
  /** Ja/Nein; null when the back office did not deliver it. */
  VWFS_AUFPARTNER: z.enum(['Ja', 'Nein']).nullable(),
});

const ZLineDataEntry = z.object({ Typ: z.string(), Data: z.record(z.string(), z.unknown()) });

/** Spec 001 §3 Sicherungsschein; the extra fields S21_F1…10 that hold a value, with their titles. */
const ZSecurityCertificate = z.object({
  Id: z.string(),
  Art: z.string().nullable(),
  Nummer: z.string().nullable(),
  Aktenzeichen: z.string().nullable(),
  Scheindatum: z.string().nullable(),
  Gueltigab: z.string().nullable(),
  Gueltigbis: z.string().nullable(),
  Wert: z.number().nullable(),
  Zusatzfelder: z.array(z.object({ Feld: z.string(), Titel: z.string(), Wert: z.string() })),
});

/** Spec 001 §3 Vehicle data (kfzDaten), read from the motor line data. */
const ZVehicle = z.object({
  Kennzeichen: z.string().nullable(),
  KennzeichenLesbar: z.string().nullable(),
  Fahrzeugmarke: z.string().nullable(),
  Fahrzeugmodell: z.string().nullable(),
  MarkeModell: z.string().nullable(),
  Fahrgestellnr: z.string().nullable(),
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
  /** The collective contract this one belongs to, when the member may see it, with its line data. */
  Parent: z.object({ Id: z.string(), VertragsNr: z.string(), Typ: z.string(), Produkt: z.string().nullable(), Spartendaten: z.array(ZLineDataEntry) }).nullable(),
  /** The intermediary of the contract (spec 001 §3): brokers only, omitted for everyone else. */
  Vermittler: z.object({ Name: z.string(), Name2: z.string().nullable(), Name3: z.string().nullable() }).nullable().optional(),
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
      NummerVU: z.string().nullable(),
      Schadenart: z.string().nullable(),
      Schadenort: z.string().nullable(),
      /** The narrative on one line, cut at 5000 characters (spec 001 §9). */
      Hergang: z.string().nullable(),
      Meldungtag: z.string().nullable(),
      Abschlusstag: z.string().nullable(),
      /** Vehicle identification number the claim was reported with (Spartendaten.VwfsFhzFin). */
      VwfsFhzFin: z.string().nullable(),
    }),
  ),
  /** Typed line data entries; a Typ starting with ZUS_ is additional data. */
  Spartendaten: z.array(ZLineDataEntry),
  Sicherungsscheine: z.array(ZSecurityCertificate),
  /** Premium-free periods (the spec's field name): 'Keine Information' or a Von/Bis list, by start. */
  LeistungsfreieZeitreume: z.union([z.literal('Keine Information'), z.array(z.object({ Von: z.string().nullable(), Bis: z.string().nullable() }))]),
  /** The dunning level to show, by the rule of spec 001 §5 (VWFS_AUFPARTNER = Ja, Soll > 0); null when none is shown. */
  Mahnstatus: z.enum(['1. Mahnung', '2. Mahnung', '3. Mahnung']).nullable(),
  /** The vehicle of a motor contract; null for other lines. */
  Fahrzeug: ZVehicle.nullable(),
});
export type TContractDetail = z.infer<typeof ZContractDetail>;

/** Children listed at most (collective contracts can hold many; the list pages show all of them). */
export const CONTRACT_CHILDREN_TAKE = 500;
/** Claims listed at most on the contract. */
export const CONTRACT_CLAIMS_TAKE = 500;
