/**
 * Contract detail (GET /Vertrag/{id}): general data, collective parent, sub-contracts, claims of the contract
 * and line data. A contract the member may not see answers 404 exactly like one that does not exist.
 */
import { claimNarrative, dunningStatus, hiddenProperties, isBroker, NO_PREMIUM_FREE_INFORMATION, premiumFreePeriods, securityCertificateExtras, vehicleFromLineData } from '@portal/domain';
import { canWrite, isStaff, type TContractMessageInput, type TContractMessageResult } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { processes, processMessages, users } from '../../platform/db/schema.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { eq } from 'drizzle-orm';
import { visibilityScope } from '../../platform/access/visibility.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { invisibleRecordError } from '../../platform/access/not-assigned.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import {
  findContract,
  findVisibleContractRef,
  listCustomerSettlements,
  listLineData,
  listPremiumFreePeriods,
  listSecurityCertificates,
  listVisibleChildren,
  listVisibleClaimsOfContract,
} from './repository.js';
import { CONTRACT_CHILDREN_TAKE, CONTRACT_CLAIMS_TAKE, type TContractDetail } from './schemas.js';

/** numeric comes back as text from both drivers; the API answers numbers. */
const money = (v: string | null): number | null => (v === null ? null : Number(v));

/** Line data is a JSON object; anything else (bad import) answers as empty rather than a 500. */
/** Titles of the extra fields: text values only. */
const asTitles = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(asObject(v)).flatMap(([k, t]) => (typeof t === 'string' ? [[k, t]] : [])));

const asObject = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export async function getContractDetail({ db, ctx, contractId }: { db: Db; ctx: TLicenseContext; contractId: string }): Promise<TContractDetail> {
  const scope = visibilityScope(ctx);
  const row = await findContract(db, scope, contractId);
  if (!row) throw await invisibleRecordError(db, scope, 'contract', contractId, 'Contract not found');
  const c = row.contract;
  const own = { licenseId: ctx.licenseId, contractId: c.id };
  const [parent, children, claimRows, lineData, certificates, premiumFree, settlements] = await Promise.all([
    c.parentId ? findVisibleContractRef(db, scope, c.parentId) : Promise.resolve(null),
    listVisibleChildren(db, scope, { parentId: c.id, take: CONTRACT_CHILDREN_TAKE }),
    listVisibleClaimsOfContract(db, scope, { contractId: c.id, take: CONTRACT_CLAIMS_TAKE }),
    listLineData(db, own),
    listSecurityCertificates(db, own),
    listPremiumFreePeriods(db, own),
    listCustomerSettlements(db, { licenseId: ctx.licenseId, customerId: row.customer.id }),
  ]);
  // The collective contract's line data (spec 001 §7), only when the member may see the parent.
  const parentLineData = parent ? await listLineData(db, { licenseId: ctx.licenseId, contractId: parent.id }) : [];
  const spartendaten = lineData.map((l) => ({ Typ: l.typ, Data: asObject(l.data) }));
  const periods = premiumFreePeriods(premiumFree.map((p) => ({ Von: p.von, Bis: p.bis })));
  const partner = row.customer.vwfsAufpartner === 'Ja' || row.customer.vwfsAufpartner === 'Nein' ? row.customer.vwfsAufpartner : null;

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
      Amsidnr: row.customer.amsidnr,
      TelefonPrivat: row.customer.telefonPrivat,
      TelefonGeschaeftlich: row.customer.telefonGeschaeftlich,
      EmailPrivat: row.customer.emailPrivat,
      EmailGeschaeftlich: row.customer.emailGeschaeftlich,
      VWFS_AUFPARTNER: partner,
    },
    Gesellschaft: row.companyId !== null && row.companySuchname !== null ? { Id: row.companyId, Suchname: row.companySuchname } : null,
    Parent: parent
      ? { Id: parent.id, VertragsNr: parent.vertragsnr, Typ: parent.typ, Produkt: parent.produkt, Spartendaten: parentLineData.map((l) => ({ Typ: l.typ, Data: asObject(l.data) })) }
      : null,
    Children: children.map((k) => ({ Id: k.id, VertragsNr: k.vertragsnr, Typ: k.typ, ComputedStatus: k.computedStatus })),
    Schaeden: claimRows.map((s) => ({
      Id: s.id,
      NummerMakler: s.nummerMakler,
      Schadenstatus: s.schadenstatus,
      SchadenZeitpunkt: s.schadenZeitpunkt?.toISOString() ?? null,
      Schadenhoehe: money(s.schadenhoehe),
      Waehrung: s.waehrung,
      NummerVU: s.nummerVu,
      Schadenart: s.schadenart,
      Schadenort: s.schadenort,
      Hergang: s.hergang === null ? null : claimNarrative(s.hergang),
      Meldungtag: s.meldungtag,
      Abschlusstag: s.abschlusstag,
      VwfsFhzFin: s.fin,
    })),
    Spartendaten: spartendaten,
    Sicherungsscheine: certificates.map((cert) => ({
      Id: cert.id,
      Art: cert.art,
      Nummer: cert.nummer,
      Aktenzeichen: cert.aktenzeichen,
      Scheindatum: cert.scheindatum,
      Gueltigab: cert.gueltigAb,
      Gueltigbis: cert.gueltigBis,
      Wert: money(cert.wert),
      Zusatzfelder: securityCertificateExtras(asObject(cert.extraValues), asTitles(cert.extraTitles)).map((x) => ({ Feld: x.key, Titel: x.title, Wert: x.value })),
    })),
    LeistungsfreieZeitreume: periods.kind === 'none' ? NO_PREMIUM_FREE_INFORMATION : periods.periods.map((p) => ({ Von: p.von, Bis: p.bis })),
    Mahnstatus: dunningStatus({ vwfsAufpartner: partner, settlements: settlements.map((s) => ({ Soll: s.soll, Status: s.status })) }),
    Fahrzeug: vehicleFromLineData(spartendaten),
  };
  if (isBroker(ctx.permission)) {
    detail.Abschlussvermittler = c.abschlussvermittler;
    detail.AbschlussvermittlerName = c.abschlussvermittlerName;
    detail.Vermittler = row.intermediary?.name ? { Name: row.intermediary.name, Name2: row.intermediary.name2, Name3: row.intermediary.name3 } : null;
  }
  // Premiums are withheld from end customers when the licence hides them (spec 000 §6).
  if (hiddenProperties('Vertrag', ctx.permission).size) {
    detail.BruttopraemieGemaessZahlweise = null;
    detail.PraemieNetto = null;
  }
  return detail;
}

/**
 * 'Nachricht schreiben' on a contract: a new process about the contract (and its customer) whose first message is
 * the text, written by the member. Brokers' staff write to the customer side (outgoing), customers to the broker
 * (incoming post box); both see it in the contract's activity panel.
 */
export async function writeContractMessage({
  db,
  bus,
  ctx,
  contractId,
  input,
}: {
  db: Db;
  bus: EventBus;
  ctx: TLicenseContext;
  contractId: string;
  input: TContractMessageInput;
}): Promise<TContractMessageResult> {
  if (!canWrite(ctx.permission)) throw forbidden('Read-only access cannot write messages');
  const row = await findContract(db, visibilityScope(ctx), contractId);
  if (!row) throw notFound('Contract not found');
  const [author] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, ctx.userId));
  const authorName = [author?.firstName, author?.lastName].filter(Boolean).join(' ').trim() || author?.email || 'Unbekannt';
  const broker = isStaff(ctx.permission) || ctx.permission.role === 'intermediary';
  const processId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(processes)
      .values({
        licenseId: ctx.licenseId,
        headline: input.Betreff,
        kind: 'message',
        direction: broker ? 'out' : 'in',
        customerId: row.customer.id,
        contractId: row.contract.id,
        intermediaryId: row.contract.intermediaryId,
        createdByUserId: ctx.userId,
      })
      .returning({ id: processes.id });
    await tx.insert(processMessages).values({ licenseId: ctx.licenseId, processId: created!.id, authorUserId: ctx.userId, authorName, fromMakler: broker, type: 'Info', text: input.Text });
    return created!.id;
  });
  for (const name of ['process-message', 'counts-changed'] as const) await bus.publish({ name, licenseId: ctx.licenseId, processId });
  return { VorgangId: processId };
}
