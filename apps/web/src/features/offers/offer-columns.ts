/** Columns of the offers table (spec 000 §2.8, §3 Offer row): catalogue, defaults, labels. */
import type { TFunction } from 'i18next';
import { DATA_CATALOG, type TPropertyDef } from '@portal/domain';
import { processMessagesPath } from '../../lib/object-links';
import type { TListSort } from '../../ui/data-table/data-query-request';

/** Grid settings key of the offers table (columns, sorts and column filters of the user). */
export const OFFER_GRID_KEY = 'AngebotGrid';

/** Default columns: the offer row of spec 000 §3 plus what tells offers apart (product, premium, process). */
export const OFFER_DEFAULT_COLUMNS = ['Erstellt', 'Kunde.Kundenname', 'Produkt', 'Praemie', 'Status', 'Kunde.Strasse', 'Kunde.Plz', 'Kunde.Ort'] as const;
export const OFFER_DEFAULT_SORTS: TListSort[] = [{ Property: 'Erstellt', Direction: 'desc' }];

/** What every row needs besides its visible columns: the id, the currency of the premium, the process to open. */
export const OFFER_REQUIRED_FIELDS = ['Id', 'Waehrung', 'ProcessAccessToken', 'Vorgang.Id', 'Vorgang.Headline'] as const;

/** Columns a user may choose: every catalogue property but the internal ids. */
export const OFFER_COLUMNS: readonly TPropertyDef[] = DATA_CATALOG.Angebot.filter((d) => d.type !== 'id');

/** The i18n key of a column header (nested by the dotted name: offers.columns.Kunde.Kundenname). */
export const offerColumnLabelKey = (property: string): string => `offers.columns.${property}`;

export function offerColumnLabel(t: TFunction, property: string): string {
  // Keys are built from the catalogue at run time; offer-columns.test.ts checks every one exists.
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return translate(offerColumnLabelKey(property), { defaultValue: property });
}

/** Where a row click goes: the process's messages (spec 000 §2.8). */
export function offerProcessPath(processId: string | null): string | null {
  return processId ? processMessagesPath(processId) : null;
}
