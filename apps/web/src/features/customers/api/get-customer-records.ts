import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isFullyLoaded, type TDataQuery } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { zFlag, zNumber, zText } from '../../../lib/api-schemas';

/** Rows per page on the customer's tabs ("Weitere laden" fetches the next page). */
export const CUSTOMER_RECORDS_PAGE = 25;

const ZContractRow = z.looseObject({
  Id: z.string(),
  VertragsNr: zText,
  Typ: zText,
  Sparte: zText,
  Produkt: zText,
  ComputedStatus: zText,
  Gesellschaft: z.looseObject({ Suchname: zText }).nullish(),
  BruttopraemieGemaessZahlweise: zNumber,
  Waehrung: zText,
  Vertragsbeginn: zText,
  Vertragsablauf: zText,
});
const ZClaimRow = z.looseObject({
  Id: z.string(),
  NummerMakler: zText,
  Schadenstatus: zText,
  SchadenZeitpunkt: zText,
  Schadenart: zText,
  Schadenhoehe: zNumber,
  Waehrung: zText,
  Abschlusstag: zText,
  Vertrag: z.looseObject({ VertragsNr: zText }).nullish(),
});
const ZDocumentRow = z.looseObject({ Id: z.string(), Titel: zText, Brieftyp: zText, Erstellt: zText, Read: zText, HasBeenUploaded: zFlag });

/** What each tab asks for: type, fields, the filter on the customer, the sort (spec 000 §7 data queries). */
const RECORD_KINDS = {
  contracts: {
    type: 'Vertrag',
    fields: ['Id', 'VertragsNr', 'Typ', 'Sparte', 'Produkt', 'ComputedStatus', 'Gesellschaft.Suchname', 'BruttopraemieGemaessZahlweise', 'Waehrung', 'Vertragsbeginn', 'Vertragsablauf'],
    filterProperty: 'Kunde.Id',
    sort: { Property: 'Vertragsbeginn', Direction: 'desc' },
    schema: ZContractRow,
  },
  claims: {
    type: 'Schaden',
    fields: ['Id', 'NummerMakler', 'Schadenstatus', 'SchadenZeitpunkt', 'Schadenart', 'Schadenhoehe', 'Waehrung', 'Abschlusstag', 'Vertrag.VertragsNr'],
    filterProperty: 'Vertrag.Kunde.Id',
    sort: { Property: 'SchadenZeitpunkt', Direction: 'desc' },
    schema: ZClaimRow,
  },
  documents: {
    type: 'Brief',
    fields: ['Id', 'Titel', 'Brieftyp', 'Erstellt', 'Read', 'HasBeenUploaded'],
    filterProperty: 'Kunde.Id',
    sort: { Property: 'Erstellt', Direction: 'desc' },
    schema: ZDocumentRow,
  },
} as const;

export type TCustomerRecordKind = keyof typeof RECORD_KINDS;
export type TCustomerContractRow = z.infer<typeof ZContractRow>;
export type TCustomerClaimRow = z.infer<typeof ZClaimRow>;
export type TCustomerDocumentRow = z.infer<typeof ZDocumentRow>;
type TRowOf<K extends TCustomerRecordKind> = z.infer<(typeof RECORD_KINDS)[K]['schema']>;

type TPage<K extends TCustomerRecordKind> = { Items: TRowOf<K>[]; Total?: number; Next?: string | null };
type TPageParam = { skip: number; after?: string };

/** POST data/{Type}/query filtered on the customer: contracts, claims or documents of one customer, page by page. */
export function useCustomerRecords<K extends TCustomerRecordKind>(license: string, customerId: string, kind: K, enabled: boolean) {
  const def = RECORD_KINDS[kind];
  const schema = z.object({ Items: z.array(def.schema), Total: z.number().optional(), Next: z.string().nullish() });
  return useInfiniteQuery({
    queryKey: ['customer', license, customerId, 'records', kind] as const,
    queryFn: ({ pageParam, signal }) => {
      const body: TDataQuery = {
        Fields: [...def.fields],
        Page: { Skip: pageParam.after ? 0 : pageParam.skip, Take: CUSTOMER_RECORDS_PAGE, ReturnTotal: pageParam.skip === 0, ...(pageParam.after ? { After: pageParam.after } : {}) },
        Filters: [{ Property: def.filterProperty, Operator: 'Equal', Value: customerId }],
        Sorts: [def.sort],
      };
      return apiRequest(`data/${def.type}/query`, { method: 'POST', scope: 'license', license, body, schema, signal }) as Promise<TPage<K>>;
    },
    initialPageParam: { skip: 0 } as TPageParam,
    getNextPageParam: (last, all): TPageParam | undefined => {
      if (isFullyLoaded(last.Items.length, CUSTOMER_RECORDS_PAGE)) return undefined;
      const loaded = all.reduce((n, p) => n + p.Items.length, 0);
      return last.Next ? { skip: loaded, after: last.Next } : { skip: loaded };
    },
    enabled,
    staleTime: 30_000,
  });
}
