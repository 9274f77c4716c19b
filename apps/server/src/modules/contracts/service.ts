/**
 * Contract detail (GET /Vertrag/{id}): general data, collective parent, sub-contracts, claims of the contract
 * and line data. A contract the member may not see answers 404 exactly like one that does not exist.
 */
import { hiddenProperties, isBroker } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { invisibleRecordError } from '../../platform/access/not-assigned.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { findContract, findVisibleContractRef, listLineData, listVisibleChildren, listVisibleClaimsOfContract } from './repository.js';
import { CONTRACT_CHILDREN_TAKE, CONTRACT_CLAIMS_TAKE, type TContractDetail } from './schemas.js';

/** numeric comes back as text from both drivers; the API answers numbers. */
const money = (v: string | null): number | null => (v === null ? null : Number(v));

/** Line data is a JSON object; anything else (bad import) answers as empty rather than a 500. */
const asObject = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export async function getContractDetail({ db, ctx, contractId }: { db: Db; ctx: TLicenseContext; contractId: string }): Promise<TContractDetail> {
  const scope = visibilityScope(ctx);
  const row = await findContract(db, scope, contractId);
  if (!row) throw await invisibleRecordError(db, scope, 'contract', contractId, 'Contract not found');
  const c = row.contract;
  const [parent, children, claimRows, lineData] = await Promise.all([
    c.parentId ? findVisibleContractRef(db, scope, c.parentId) : Promise.resolve(null),
    listVisibleChildren(db, scope, { parentId: c.id, take: CONTRACT_CHILDREN_TAKE }),
    listVisibleClaimsOfContract(db, scope, { contractId: c.id, take: CONTRACT_CLAIMS_TAKE }),
    listLineData(db, { licenseId: ctx.licenseId, contractId: c.id }),
  ]);

  const detail: TContractDetail = {
    Id: c.id,
    VertragsNr: c.vertragsnr,
    Typ: c.typ,
    Status: c.status,
    ComputedStatus: c.computedStatus,
    Statusgrund: c.statusgrund,
    Produkt: c.produkt,
    Sparte: c.sparte,
    Spartenbezeichnung: row.spartenbezeichnung,
    Zahlweise: c.zahlweise,
    Abbuchung: c.abbuchung,
    BruttopraemieGemaessZahlweise: money(c.bruttopraemie),
    PraemieNetto: money(c.praemieNetto),
    Waehrung: c.waehrung,
    WirksamAb: c.wirksamAb,
    WirksamBis: c.wirksamBis,
    Vertragsbeginn: c.vertragsbeginn,
    Vertragsablauf: c.vertragsablauf,
    Angebotsdatum: c.angebotsdatum,
    RisikoAllgemein: c.risikoAllgemein,
    BeratungErforderlich: c.beratungErforderlich,
    Beratungsgebiet: c.beratungsgebiet,
    AbrechenbarerVertrag: c.abrechenbar,
    Sammelvertrag: c.sammelvertrag,
    Sammelvertragsnr: c.sammelvertragsnr,
    ParentId: c.parentId,
    Lokalpolice: c.lokalpolice,
    Entwurf: c.entwurf,
    Storno: c.storno,
    InkassoStatus: c.inkassoStatus,
    Active: c.active,
    LastSynchronisation: c.lastSynchronisation?.toISOString() ?? null,
    Erstellt: c.createdAt.toISOString(),
    Kunde: {
      Id: row.customer.id,
      Kundenname: row.customer.kundenname,
      Kundenverbindung: row.customer.kundenverbindung,
      Plz: row.customer.plz,
      Strasse: row.customer.strasse,
      Ort: row.customer.ort,
      Land: row.customer.land,
      Zuordnung: row.customer.zuordnung,
    },
    Gesellschaft: row.companyId !== null && row.companySuchname !== null ? { Id: row.companyId, Suchname: row.companySuchname } : null,
    Parent: parent ? { Id: parent.id, VertragsNr: parent.vertragsnr } : null,
    Children: children.map((k) => ({ Id: k.id, VertragsNr: k.vertragsnr, Typ: k.typ, ComputedStatus: k.computedStatus })),
    Schaeden: claimRows.map((s) => ({
      Id: s.id,
      NummerMakler: s.nummerMakler,
      Schadenstatus: s.schadenstatus,
      SchadenZeitpunkt: s.schadenZeitpunkt?.toISOString() ?? null,
      Schadenhoehe: money(s.schadenhoehe),
      Waehrung: s.waehrung,
    })),
    Spartendaten: lineData.map((l) => ({ Typ: l.typ, Data: asObject(l.data) })),
  };
  if (isBroker(ctx.permission)) {
    detail.Abschlussvermittler = c.abschlussvermittler;
    detail.AbschlussvermittlerName = c.abschlussvermittlerName;
  }
  // Premiums are withheld from end customers when the licence hides them (spec 000 §6).
  if (hiddenProperties('Vertrag', ctx.permission).size) {
    detail.BruttopraemieGemaessZahlweise = null;
    detail.PraemieNetto = null;
  }
  return detail;
}
