/**
 * Detail customization definitions (spec 000 §3): named column sets per type. Lists take their default
 * columns from the TABELLE_* definition of the licence's standard set; without one, from the built-in
 * defaults below.
 */
import { z } from 'zod';
import type { TDataType } from './data-query.js';

export const DETAIL_DEFINITION_TYPES = [
  'KUNDE',
  'VERTRAG',
  'SCHADEN',
  'DETAIL_KUNDE',
  'TABELLE_KUNDE',
  'DETAIL_VERTRAG',
  'TABELLE_VERTRAG',
  'DETAIL_SCHADEN',
  'TABELLE_SCHADEN',
  'TABELLE_BRIEF',
] as const;

export const ZLanguageLabels = z.object({ de: z.string().max(200).optional(), en: z.string().max(200).optional(), pl: z.string().max(200).optional() });

export const ZDetailColumn = z.object({
  Id: z.string().max(64),
  DisplayName: z.string().max(200),
  DataType: z.string().max(40),
  OnGrid: z.boolean(),
  /** Dotted property of the data query (e.g. Kunde.Kundenname). */
  Path: z.string().max(200),
  Sort: z.enum(['asc', 'desc']).nullable().optional(),
  Settings: z.object({ LanguageLabels: ZLanguageLabels.optional() }).optional(),
});
export type TDetailColumn = z.infer<typeof ZDetailColumn>;

export const ZDetailDefinition = z.object({
  Id: z.string(),
  Name: z.string().min(1).max(200),
  /** One of DETAIL_DEFINITION_TYPES or a line-of-business abbreviation. */
  Type: z.string().min(1).max(40),
  Columns: z.array(ZDetailColumn).max(200),
  Settings: z.object({ ColumnsLocked: z.boolean() }),
});
export type TDetailDefinition = z.infer<typeof ZDetailDefinition>;

export type TListKey = 'VERTRAG' | 'SCHADEN' | 'KUNDE' | 'ADRESSE' | 'GESELLSCHAFT' | 'BRIEF';

export const LIST_DATA_TYPE: Record<TListKey, TDataType> = {
  VERTRAG: 'Vertrag',
  SCHADEN: 'Schaden',
  KUNDE: 'Kunde',
  ADRESSE: 'Adresse',
  GESELLSCHAFT: 'Gesellschaft',
  BRIEF: 'Brief',
};

/** Built-in default columns of each list (paths of the data catalogue). */
export const DEFAULT_LIST_COLUMNS: Record<TListKey, readonly string[]> = {
  VERTRAG: ['VertragsNr', 'Kunde.Kundenname', 'Sparte', 'Produkt', 'ComputedStatus', 'Gesellschaft.Suchname', 'BruttopraemieGemaessZahlweise', 'Vertragsbeginn', 'Vertragsablauf'],
  SCHADEN: ['NummerMakler', 'Vertrag.Kunde.Kundenname', 'Vertrag.VertragsNr', 'Sparte', 'Schadenart', 'Schadenstatus', 'SchadenZeitpunkt', 'Schadenhoehe', 'Abschlusstag'],
  KUNDE: ['Kundenname', 'Amsidnr', 'Strasse', 'Plz', 'Ort', 'Land', 'Geburtstag', 'EmailPrivat', 'TelefonPrivat'],
  ADRESSE: ['Kontaktname', 'Zuordnung', 'Strasse', 'Plz', 'Ort', 'Telefon1', 'Email', 'Objektnummer', 'Risikosumme', 'GueltigAb', 'GueltigBis'],
  GESELLSCHAFT: ['Suchname', 'Zuordnung', 'Strasse', 'Plz', 'Ort', 'Telefon1', 'Email', 'Status', 'Matchcode'],
  // Documents (spec 000 §2.10): created, title, the customer/contract/claim headline, type.
  BRIEF: ['Erstellt', 'Titel', 'Kunde.Kundenname', 'Vertrag.VertragsNr', 'Schaden.NummerMakler', 'Brieftyp'],
};

/** Columns every list keeps even when hidden, because rows need them to open (ids and link targets). */
export const REQUIRED_LIST_FIELDS: Record<TListKey, readonly string[]> = {
  VERTRAG: ['Id', 'Typ', 'Lokalpolice'],
  SCHADEN: ['Id'],
  KUNDE: ['Id'],
  ADRESSE: ['Id'],
  GESELLSCHAFT: ['Id'],
  BRIEF: ['Id', 'Read', 'Kunde.Id', 'Vertrag.Id', 'Vertrag.Typ', 'Schaden.Id', 'Vorgang.Id'],
};
