import { queryOptions, useQuery } from '@tanstack/react-query';
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
});

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
  Parent: z.looseObject({ Id: z.string(), VertragsNr: zText, Typ: zText }).nullish(),
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
      }),
    )
    .nullish(),
  Spartendaten: z.array(z.looseObject({ Typ: z.string(), Data: z.record(z.string(), z.unknown()).nullish() })).nullish(),
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
