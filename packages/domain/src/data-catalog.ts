/**
 * Which properties each data type exposes to the generic data query, with their value type.
 * The server maps exactly these names to SQL; anything else is refused with 400 naming it.
 * The web uses the same list for column choice, labels and filter inputs.
 */
import type { TDataType, TOperator } from './data-query.js';

export type TPropertyType = 'id' | 'string' | 'number' | 'money' | 'date' | 'datetime' | 'boolean';

export type TPropertyDef = {
  name: string;
  type: TPropertyType;
  /** Shown only to brokers (agent code and name, spec 000 §6). */
  brokerOnly?: boolean;
  /** Not sortable (computed flags). */
  noSort?: boolean;
  /** A unique key of its row (contract number, claim number…): grouping by it would make one group per row. */
  unique?: boolean;
};

export const OPERATORS_BY_TYPE: Record<TPropertyType, readonly TOperator[]> = {
  id: ['In', 'Equal', 'NotEqual', 'IsEmpty'],
  string: ['In', 'Equal', 'NotEqual', 'IsEmpty', 'Contains'],
  number: ['In', 'Equal', 'NotEqual', 'GreaterThanOrEqual', 'Between', 'IsEmpty'],
  money: ['In', 'Equal', 'NotEqual', 'GreaterThanOrEqual', 'Between', 'IsEmpty'],
  date: ['In', 'Equal', 'NotEqual', 'GreaterThanOrEqual', 'Between', 'IsEmpty'],
  datetime: ['In', 'Equal', 'NotEqual', 'GreaterThanOrEqual', 'Between', 'IsEmpty'],
  boolean: ['Equal', 'NotEqual', 'IsEmpty'],
};

const p = (name: string, type: TPropertyType, extra: Omit<TPropertyDef, 'name' | 'type'> = {}): TPropertyDef => ({ name, type, ...extra });

const customerRef = (prefix: string): TPropertyDef[] => [
  p(`${prefix}.Id`, 'id'),
  p(`${prefix}.Kundenname`, 'string'),
  p(`${prefix}.Kundenverbindung`, 'string'),
  p(`${prefix}.Strasse`, 'string'),
  p(`${prefix}.Plz`, 'string'),
  p(`${prefix}.Ort`, 'string'),
  p(`${prefix}.Land`, 'string'),
];

export const DATA_CATALOG: Record<TDataType, readonly TPropertyDef[]> = {
  Vertrag: [
    p('Id', 'id'),
    p('VertragsNr', 'string', { unique: true }),
    p('Typ', 'string'),
    p('Status', 'string'),
    p('ComputedStatus', 'string'),
    p('Statusgrund', 'string'),
    p('Produkt', 'string'),
    p('Sparte', 'string'),
    p('Spartenbezeichnung', 'string'),
    ...customerRef('Kunde'),
    p('Gesellschaft.Id', 'id'),
    p('Gesellschaft.Suchname', 'string'),
    p('Abschlussvermittler', 'string', { brokerOnly: true }),
    p('AbschlussvermittlerName', 'string', { brokerOnly: true }),
    p('Zahlweise', 'string'),
    p('Abbuchung', 'boolean'),
    p('BruttopraemieGemaessZahlweise', 'money'),
    p('PraemieNetto', 'money'),
    p('Waehrung', 'string'),
    p('WirksamAb', 'date'),
    p('WirksamBis', 'date'),
    p('Vertragsbeginn', 'date'),
    p('Vertragsablauf', 'date'),
    p('Angebotsdatum', 'date'),
    p('RisikoAllgemein', 'string'),
    p('BeratungErforderlich', 'boolean'),
    p('Beratungsgebiet', 'string'),
    p('AbrechenbarerVertrag', 'boolean'),
    p('Sammelvertrag', 'boolean'),
    p('Sammelvertragsnr', 'string'),
    p('ParentId', 'id'),
    p('Lokalpolice', 'boolean'),
    p('Entwurf', 'boolean'),
    p('Active', 'boolean'),
    p('LastSynchronisation', 'datetime'),
    p('Erstellt', 'datetime'),
    /** Not an offer, or an offer from the last two months (spec 000 §4). */
    p('AngebotAktuell', 'boolean', { noSort: true }),
  ],
  Schaden: [
    p('Id', 'id'),
    p('Key', 'string'),
    p('Draft', 'boolean'),
    p('Active', 'boolean'),
    p('Schadenstatus', 'string'),
    p('SchadenZeitpunkt', 'datetime'),
    p('Meldungtag', 'date'),
    p('Abschlusstag', 'date'),
    p('Schadenhoehe', 'money'),
    p('Waehrung', 'string'),
    p('Headline', 'string'),
    p('Sparte', 'string'),
    p('NummerMakler', 'string', { unique: true }),
    p('NummerVU', 'string', { unique: true }),
    p('Schadenart', 'string'),
    p('Schadenort', 'string'),
    p('KundenStatus', 'string'),
    p('ApprovalPending', 'boolean'),
    p('Vertrag.Id', 'id'),
    p('Vertrag.VertragsNr', 'string'),
    p('Vertrag.Typ', 'string'),
    ...customerRef('Vertrag.Kunde'),
    p('Gesellschaft.Suchname', 'string'),
    p('Erstellt', 'datetime'),
  ],
  Kunde: [
    p('Id', 'id'),
    p('Amsidnr', 'string', { unique: true }),
    p('Kundenname', 'string'),
    p('Zuordnung', 'string'),
    p('Strasse', 'string'),
    p('Plz', 'string'),
    p('Ort', 'string'),
    p('Land', 'string'),
    p('Kundenverbindung', 'string'),
    p('Active', 'boolean'),
    p('LastSynchronisation', 'datetime'),
    p('AnmerkungUngelesen', 'boolean', { noSort: true }),
    p('Geburtstag', 'date'),
    p('EmailPrivat', 'string'),
    p('TelefonPrivat', 'string'),
    p('Vermittler.Code', 'string', { brokerOnly: true }),
    p('Vermittler.Name', 'string', { brokerOnly: true }),
  ],
  Adresse: [
    p('Id', 'id'),
    p('Zuordnung', 'string'),
    p('Kontaktname', 'string'),
    p('Nachname', 'string'),
    p('Adresszeile1', 'string'),
    p('Strasse', 'string'),
    p('Plz', 'string'),
    p('Ort', 'string'),
    p('Land', 'string'),
    p('Telefon1', 'string'),
    p('Mobil', 'string'),
    p('Email', 'string'),
    p('Geburtstag', 'date'),
    p('PrivateAddress', 'boolean'),
    p('BusinessAddress', 'boolean'),
    p('Objekt', 'boolean'),
    p('Objektnummer', 'string', { unique: true }),
    p('Risikosumme', 'money'),
    p('GueltigAb', 'date'),
    p('GueltigBis', 'date'),
    /** Filter forms of the object fields: empty risk sum counts as 0, open validity ends count as valid. */
    p('RisikosummeOderNull', 'money'),
    p('GueltigAbOderOffen', 'date'),
    p('GueltigBisOderOffen', 'date'),
    p('Kunde.Id', 'id'),
    p('Kunde.Kundenname', 'string'),
  ],
  Gesellschaft: [
    p('Id', 'id'),
    p('Suchname', 'string'),
    p('Zuordnung', 'string'),
    p('Strasse', 'string'),
    p('Plz', 'string'),
    p('Ort', 'string'),
    p('Telefon1', 'string'),
    p('Telefon2', 'string'),
    p('Email', 'string'),
    p('Status', 'string'),
    p('Matchcode', 'string'),
  ],
  Brief: [
    p('Id', 'id'),
    p('Titel', 'string'),
    p('Brieftyp', 'string'),
    p('Folder', 'string'),
    p('Erstellt', 'datetime'),
    p('Bearbeitet', 'datetime'),
    p('Read', 'datetime'),
    p('HasBeenUploaded', 'boolean'),
    p('Waehrung', 'string'),
    p('Key', 'string'),
    ...customerRef('Kunde'),
    p('Vertrag.Id', 'id'),
    p('Vertrag.VertragsNr', 'string'),
    p('Vertrag.Typ', 'string'),
    p('Schaden.Id', 'id'),
    p('Schaden.NummerMakler', 'string'),
    p('Vorgang.Id', 'id'),
    p('Vorgang.Headline', 'string'),
    /** The document's tags (names, comma-separated); `In` with tag ids keeps documents carrying any of them. */
    p('Tags', 'string', { noSort: true }),
    p('Service', 'boolean'),
    p('Synced', 'boolean'),
    /** Stock documents: only brokers see and filter the flag (spec 000 §2.10, §6). */
    p('Bestand', 'boolean', { brokerOnly: true }),
  ],
  Vorgang: [
    p('Id', 'id'),
    p('Headline', 'string'),
    p('Art', 'string'),
    p('Active', 'boolean'),
    p('Read', 'datetime'),
    p('KundenStatus', 'string'),
    p('Aktion', 'string'),
    p('Dirty', 'boolean'),
    p('Meldung', 'boolean'),
    p('Richtung', 'string'),
    ...customerRef('Kunde'),
    p('Vertrag.Id', 'id'),
    p('Schaden.Id', 'id'),
    p('Erstellt', 'datetime'),
    p('LetzteNachricht', 'datetime'),
  ],
  /** Offers (spec 000 §3 Offer row): listed only while their process is open, seen through the process's visibility. */
  Angebot: [
    p('Id', 'id'),
    p('ProcessAccessToken', 'string'),
    p('Status', 'string'),
    p('Produkt', 'string'),
    p('Praemie', 'money'),
    p('Waehrung', 'string'),
    p('Anschrift', 'string'),
    p('Erstellt', 'datetime'),
    ...customerRef('Kunde'),
    p('Vertrag.Id', 'id'),
    p('Vertrag.VertragsNr', 'string'),
    p('Vorgang.Id', 'id'),
    p('Vorgang.Headline', 'string'),
    p('Vorgang.LetzteNachricht', 'datetime'),
  ],
  Vermittler: [p('Id', 'id'), p('Code', 'string'), p('Name', 'string'), p('Name2', 'string'), p('Name3', 'string'), p('Amsidnr', 'string'), p('Active', 'boolean')],
};

export function findProperty(type: TDataType, name: string): TPropertyDef | undefined {
  return DATA_CATALOG[type].find((d) => d.name === name);
}

export const operatorAllowed = (def: TPropertyDef, op: TOperator): boolean => OPERATORS_BY_TYPE[def.type].includes(op);
