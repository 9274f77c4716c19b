import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { zFlag, zNumber, zText } from '../../../lib/api-schemas';

const ZContractCustomer = z.looseObject({
  Id: z.string(),
  Kundenname: zText,
  Kundenverbindung: zText,
  Strasse: zText,
  Plz: zText,
  Ort: zText,
  Land: zText,
  Zuordnung: zText,
  Amsidnr: zText,
  TelefonPrivat: zText,
  TelefonGeschaeftlich: zText,
  EmailPrivat: zText,
  EmailGeschaeftlich: zText,
  VWFS_AUFPARTNER: zText,
});

const ZLineData = z.array(z.looseObject({ Typ: z.string(), Data: z.record(z.string(), z.unknown()).nullish() }));

/** GET /api/v1/Vertrag/{id}: the general data of a contract (docs/api-lists.md "Details"). */
export const ZContractDetail = z.looseObject({
  Id: z.string(),
  VertragsNr: z.string(),
  Typ: zText,
  Status: zText,
  ComputedStatus: zText,
  Statusgrund: zText,
  Produkt: zText,
  Sparte: zText,
  Spartenbezeichnung: zText,
  Kunde: ZContractCustomer.nullish(),
  Gesellschaft: z.looseObject({ Id: zText, Suchname: zText }).nullish(),
  Abschlussvermittler: zText,
  AbschlussvermittlerName: zText,
  Zahlweise: zText,
  Abbuchung: zFlag,
  BruttopraemieGemaessZahlweise: zNumber,
  PraemieNetto: zNumber,
  Waehrung: zText,
  WirksamAb: zText,
  WirksamBis: zText,
  Vertragsbeginn: zText,
  Vertragsablauf: zText,
  Angebotsdatum: zText,
  RisikoAllgemein: zText,
  BeratungErforderlich: zFlag,
  Beratungsgebiet: zText,
  AbrechenbarerVertrag: zFlag,
  Sammelvertrag: zFlag,
  Sammelvertragsnr: zText,
  Lokalpolice: zFlag,
  Entwurf: zFlag,
  Storno: zFlag,
  InkassoStatus: zText,
  Active: zFlag,
  LastSynchronisation: zText,
  Parent: z.looseObject({ Id: z.string(), VertragsNr: zText, Typ: zText, Produkt: zText, Spartendaten: ZLineData.nullish() }).nullish(),
  Vermittler: z.looseObject({ Name: zText, Name2: zText, Name3: zText }).nullish(),
  Children: z.array(z.looseObject({ Id: z.string(), VertragsNr: zText, Typ: zText, ComputedStatus: zText })).nullish(),
  Schaeden: z
    .array(
      z.looseObject({
        Id: z.string(),
        NummerMakler: zText,
        Schadenstatus: zText,
        SchadenZeitpunkt: zText,
        Schadenhoehe: zNumber,
        Waehrung: zText,
        NummerVU: zText,
        Schadenart: zText,
        Schadenort: zText,
        Hergang: zText,
        Meldungtag: zText,
        Abschlusstag: zText,
        VwfsFhzFin: zText,
      }),
    )
    .nullish(),
  Spartendaten: ZLineData.nullish(),
  Sicherungsscheine: z
    .array(
      z.looseObject({
        Id: z.string(),
        Art: zText,
        Nummer: zText,
        Aktenzeichen: zText,
        Scheindatum: zText,
        Gueltigab: zText,
        Gueltigbis: zText,
        Wert: zNumber,
        Zusatzfelder: z.array(z.looseObject({ Feld: z.string(), Titel: z.string(), Wert: z.string() })).nullish(),
      }),
    )
    .nullish(),
  /** 'Keine Information' or a Von/Bis list (spec 001 §3). */
  LeistungsfreieZeitreume: z.union([z.string(), z.array(z.looseObject({ Von: zText, Bis: zText }))]).nullish(),
  Mahnstatus: zText,
  Fahrzeug: z
    .looseObject({ Kennzeichen: zText, KennzeichenLesbar: zText, Fahrzeugmarke: zText, Fahrzeugmodell: zText, MarkeModell: zText, Fahrgestellnr: zText })
    .nullish(),
});
export type TContractDetail = z.infer<typeof ZContractDetail>;

export const getContract = (license: string, id: string, signal?: AbortSignal) =>
  apiRequest(`Vertrag/${encodeURIComponent(id)}`, { scope: 'license', license, schema: ZContractDetail, signal });

/** Spec 001 §7: the contract is loaded by id "not cached", so it is fetched fresh on every open. */
export const contractQueryOptions = (license: string, id: string) =>
  queryOptions({
    queryKey: ['contract', license, id] as const,
    queryFn: ({ signal }) => getContract(license, id, signal),
    staleTime: 0,
  });

export function useContract(license: string, id: string | null) {
  return useQuery({ ...contractQueryOptions(license, id ?? ''), enabled: !!id });
}

/** Several contracts at once (the main one and the amspk ones): one query each, shared with useContract. */
export function useContracts(license: string, ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => contractQueryOptions(license, id)) });
}
