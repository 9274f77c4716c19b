import { sql } from 'drizzle-orm';
import { branches, companies, contracts, customers } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';
import { customerColumns } from './customer-columns.js';
import { sameLicense } from '../../../platform/db/same-license.js';

const K = ['kunde'] as const;

export const contractType: TypeDefinition = {
  type: 'Vertrag',
  from: sql`${contracts}`,
  licenseColumn: contracts.licenseId,
  idColumn: contracts.id,
  joins: {
    kunde: sql`LEFT JOIN ${customers} ON ${sameLicense(customers, contracts)} AND ${customers.id} = ${contracts.customerId}`,
    gesellschaft: sql`LEFT JOIN ${companies} ON ${sameLicense(companies, contracts)} AND ${companies.id} = ${contracts.companyId}`,
    sparte: sql`LEFT JOIN ${branches} ON ${branches.licenseId} = ${contracts.licenseId} AND ${branches.kuerzel} = ${contracts.sparte}`,
  },
  columns: {
    Id: { expr: contracts.id, notNull: true },
    VertragsNr: { expr: contracts.vertragsnr, notNull: true },
    Typ: { expr: contracts.typ, notNull: true },
    Status: { expr: contracts.status, notNull: true },
    ComputedStatus: { expr: contracts.computedStatus, notNull: true },
    Statusgrund: { expr: contracts.statusgrund },
    Produkt: { expr: contracts.produkt },
    Sparte: { expr: contracts.sparte },
    Spartenbezeichnung: { expr: branches.bezeichnung, joins: ['sparte'] },
    ...customerColumns('Kunde', K),
    'Gesellschaft.Id': { expr: contracts.companyId },
    'Gesellschaft.Suchname': { expr: companies.suchname, joins: ['gesellschaft'] },
    Abschlussvermittler: { expr: contracts.abschlussvermittler },
    AbschlussvermittlerName: { expr: contracts.abschlussvermittlerName },
    Zahlweise: { expr: contracts.zahlweise },
    Abbuchung: { expr: contracts.abbuchung, notNull: true },
    BruttopraemieGemaessZahlweise: { expr: contracts.bruttopraemie },
    PraemieNetto: { expr: contracts.praemieNetto },
    Waehrung: { expr: contracts.waehrung, notNull: true },
    WirksamAb: { expr: contracts.wirksamAb },
    WirksamBis: { expr: contracts.wirksamBis },
    Vertragsbeginn: { expr: contracts.vertragsbeginn },
    Vertragsablauf: { expr: contracts.vertragsablauf },
    Angebotsdatum: { expr: contracts.angebotsdatum },
    RisikoAllgemein: { expr: contracts.risikoAllgemein },
    BeratungErforderlich: { expr: contracts.beratungErforderlich, notNull: true },
    Beratungsgebiet: { expr: contracts.beratungsgebiet },
    AbrechenbarerVertrag: { expr: contracts.abrechenbar, notNull: true },
    Sammelvertrag: { expr: contracts.sammelvertrag, notNull: true },
    Sammelvertragsnr: { expr: contracts.sammelvertragsnr },
    ParentId: { expr: contracts.parentId },
    Lokalpolice: { expr: contracts.lokalpolice, notNull: true },
    Entwurf: { expr: contracts.entwurf, notNull: true },
    Active: { expr: contracts.active, notNull: true },
    LastSynchronisation: { expr: contracts.lastSynchronisation },
    Erstellt: { expr: contracts.createdAt, notNull: true },
    AngebotAktuell: {
      expr: sql`(${contracts.computedStatus} NOT IN ('Angebot', 'Anfrage') OR ${contracts.angebotsdatum} >= current_date - interval '2 months')`,
      notNull: true,
    },
  },
  defaultSorts: [{ Property: 'Erstellt', Direction: 'desc' }],
  search: { column: sql`${contracts.searchText}`, covers: ['VertragsNr'] },
};
