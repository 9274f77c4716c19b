/**
 * Processes (Vorgang) of kinds message, task, offer and inquiry, each with a thread of messages from
 * both sides, file attachments, and for offer processes the offer row of the offers list.
 */
import { randomBytes } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { offers, processFiles, processes, processMessages } from '../platform/db/schema.js';
import { BROKER_MESSAGES, CUSTOMER_MESSAGES, OFFER_STATUSES, PROCESS_HEADLINES, type ProcessKind } from './catalog.js';
import type { LicenseContext } from './context.js';
import { addMinutes, germanDate } from './dates.js';
import { BRANCH_LABEL, generateContract, planContract } from './generate-contracts.js';
import { planClaim } from './generate-claims.js';
import { generateCustomer, recipientLines, salutation } from './generate-customers.js';
import type { LetterFields } from './pdf-letter.js';
import { pickWeighted } from './random.js';

type ProcessRow = typeof processes.$inferInsert;
type MessageRow = typeof processMessages.$inferInsert;
type ProcessFileRow = typeof processFiles.$inferInsert;
type OfferRow = typeof offers.$inferInsert;

/** A file to render and store; the seeder turns it into a files row. */
export type FileToStore = { fileId: string; fileName: string; letter: LetterFields; createdAt: Date };

export type GeneratedProcess = {
  process: ProcessRow & { id: string };
  messages: MessageRow[];
  files: FileToStore[];
  processFiles: ProcessFileRow[];
  offer: OfferRow | null;
};

const MAX_MESSAGES = 6;
/** Room for ids of a process's messages and attachments. */
const SLOTS_PER_PROCESS = 8;

const KIND_WEIGHTS: readonly (readonly [ProcessKind, number])[] = [['offer', 40], ['message', 25], ['task', 20], ['inquiry', 15]];

export type ProcessPlan = { index: number; kind: ProcessKind; customerIndex: number; contractIndex: number | null; claimIndex: number | null };

/** Ids of files: documents take the even, attachments the odd indices. */
export const documentFileId = (ctx: LicenseContext, d: number): string => ctx.id('file', d * 2);
const attachmentFileId = (ctx: LicenseContext, slot: number): string => ctx.id('file', slot * 2 + 1);

function findContract(ctx: LicenseContext, p: number, status: 'Angebot' | 'Anfrage'): number | null {
  for (let attempt = 0; attempt < 60; attempt++) {
    const j = ctx.int('process', p, ctx.volumes.contracts, 20 + attempt);
    if (planContract(ctx, j).computedStatus === status) return j;
  }
  return null;
}

export function planProcess(ctx: LicenseContext, p: number): ProcessPlan {
  // The first four cover every kind; then by weight.
  const kind: ProcessKind = p < 4 ? (['offer', 'message', 'task', 'inquiry'] as const)[p]! : pickWeighted(KIND_WEIGHTS, ctx.u('process', p, 1));
  // Every tenth process is the first customer's, so privat@/gewerbe@ have a post box.
  if (p % 10 === 0) {
    // Contract 3 is the first customer's offer.
    return { index: p, kind, customerIndex: 0, contractIndex: kind === 'offer' ? 3 : null, claimIndex: null };
  }
  if (kind === 'offer' || kind === 'inquiry') {
    const j = findContract(ctx, p, kind === 'offer' ? 'Angebot' : 'Anfrage');
    if (j !== null) return { index: p, kind, customerIndex: planContract(ctx, j).customerIndex, contractIndex: j, claimIndex: null };
  }
  if (kind === 'task' && ctx.u('process', p, 2) < 0.3) {
    const l = ctx.int('process', p, ctx.volumes.claims, 3);
    const claim = planClaim(ctx, l);
    return { index: p, kind, customerIndex: planContract(ctx, claim.contractIndex).customerIndex, contractIndex: claim.contractIndex, claimIndex: l };
  }
  return { index: p, kind, customerIndex: 1 + ctx.int('process', p, ctx.volumes.customers - 1, 4), contractIndex: null, claimIndex: null };
}

function requiredActionFor(kind: ProcessKind, f: Faker): string {
  switch (kind) {
    case 'task':
      return f.helpers.arrayElement(['confirmation', 'answer', 'documents']);
    case 'offer':
      return f.helpers.arrayElement(['confirmation', 'confirmation', 'none']);
    case 'inquiry':
      return f.helpers.arrayElement(['answer', 'none']);
    case 'message':
      return f.helpers.weightedArrayElement([{ value: 'none', weight: 7 }, { value: 'answer', weight: 3 }]);
  }
}

export function generateProcess(ctx: LicenseContext, p: number): GeneratedProcess {
  const plan = planProcess(ctx, p);
  const f = ctx.fakers.for('process', p);
  const id = ctx.id('process', p);
  const customer = generateCustomer(ctx, plan.customerIndex);
  const contract = plan.contractIndex !== null ? generateContract(ctx, plan.contractIndex) : null;
  const lines = contract ? BRANCH_LABEL(contract.plan.sparte) : null;

  let headline = f.helpers.arrayElement(PROCESS_HEADLINES[plan.kind]);
  if (lines && (plan.kind === 'offer' || plan.kind === 'inquiry')) headline = `${headline} ${lines}`;
  else if (contract) headline = `${headline} – ${contract.row.vertragsnr}`;

  const direction = f.number.float() < 0.65 ? 'in' : 'out';
  const daysAgo = f.helpers.weightedArrayElement([
    { value: f.number.int({ min: 1, max: 14 }), weight: 4 },
    { value: f.number.int({ min: 15, max: 120 }), weight: 4 },
    { value: f.number.int({ min: 121, max: 700 }), weight: 2 },
  ]);
  const createdAt = ctx.past(daysAgo, f.number.float() * 0.5);
  const kundenStatus = f.number.float() < 0.55 ? 'Ok' : 'Offen';
  const active = kundenStatus === 'Offen' || f.number.float() < 0.3;
  const requiredAction = active ? requiredActionFor(plan.kind, f) : 'none';
  const unread = daysAgo <= 30 && f.number.float() < 0.55;
  const staff = ctx.users.staff.length ? f.helpers.arrayElement(ctx.users.staff) : undefined;
  const customerUser = plan.customerIndex === 0 ? ctx.users.customer : undefined;
  const customerName = customer.anrede === 'Firma' ? customer.row.kundenname : `${customer.row.vorname} ${customer.row.nachname}`;

  // The thread: sides alternate, starting with whoever opened the process; time runs forward within the day.
  const count = f.number.int({ min: 1, max: MAX_MESSAGES });
  const messages: MessageRow[] = [];
  const files: FileToStore[] = [];
  const attachments: ProcessFileRow[] = [];
  let at = createdAt;
  let fromMakler = direction === 'out';
  // Spread the thread so that its last message (and the read time after it) stays before the reference day.
  const maxGap = Math.max(5, Math.min(20 * 60, Math.floor((ctx.refDate.getTime() - createdAt.getTime()) / 60_000 / (count + 1))));
  for (let m = 0; m < count; m++) {
    const slot = p * SLOTS_PER_PROCESS + m;
    const isFile = m > 0 && f.number.float() < 0.2;
    const messageId = ctx.id('message', slot);
    const text = isFile
      ? `Datei: ${fromMakler ? 'Unterlagen' : 'Nachweis'} zu „${headline}“`
      : f.helpers.arrayElement(fromMakler ? BROKER_MESSAGES : CUSTOMER_MESSAGES);
    messages.push({
      id: messageId,
      licenseId: ctx.license.id,
      processId: id,
      authorUserId: fromMakler ? (staff?.id ?? null) : (customerUser?.id ?? null),
      authorName: fromMakler ? (staff?.name ?? ctx.license.name) : customerName,
      fromMakler,
      type: m === 0 ? 'Info' : isFile ? 'Datei' : 'Antwort',
      text,
      createdAt: at,
      readAt: unread && m === count - 1 ? null : addMinutes(at, 30),
    });
    if (isFile) {
      const fileId = attachmentFileId(ctx, slot);
      const title = fromMakler ? `Unterlagen zu ${headline}` : `Nachweis zu ${headline}`;
      files.push({
        fileId,
        fileName: `${title.replace(/[^\p{L}\p{N} ._-]+/gu, '').slice(0, 80).trim()}.pdf`,
        createdAt: at,
        letter: {
          recipient: recipientLines(customer),
          placeAndDate: `${ctx.license.senderTown}, ${germanDate(at)}`,
          reference: contract ? `Vertrag ${contract.row.vertragsnr} · Kundennummer ${customer.row.amsidnr}` : `Kundennummer ${customer.row.amsidnr}`,
          title,
          salutation: salutation(customer),
          body: 'im Rahmen des oben genannten Vorgangs erhalten Sie diese Unterlagen. Bitte prüfen Sie sie und melden Sie sich bei Rückfragen.',
        },
      });
      attachments.push({ id: ctx.id('processFile', slot), licenseId: ctx.license.id, processId: id, messageId, fileId, createdAt: at });
    }
    at = addMinutes(at, f.number.int({ min: 5, max: maxGap }));
    fromMakler = !fromMakler;
  }

  const process: GeneratedProcess['process'] = {
    id,
    licenseId: ctx.license.id,
    headline,
    kind: plan.kind,
    active,
    readAt: unread ? null : addMinutes(messages.at(-1)!.createdAt as Date, 30),
    kundenStatus,
    requiredAction,
    dirty: requiredAction === 'confirmation',
    isAlert: f.number.float() < 0.1,
    direction,
    customerId: customer.row.id,
    contractId: contract?.row.id ?? null,
    claimId: plan.claimIndex !== null ? ctx.id('claim', plan.claimIndex) : null,
    intermediaryId: customer.row.intermediaryId ?? null,
    // Access tokens open a process without login, so they stay unguessable even though the rest is seeded.
    accessToken: randomBytes(16).toString('hex'),
    createdByUserId: direction === 'out' ? (staff?.id ?? null) : (customerUser?.id ?? null),
    createdAt,
    lastMessageAt: messages.at(-1)!.createdAt as Date,
  };

  const offer: OfferRow | null =
    plan.kind === 'offer'
      ? {
          id: ctx.id('offer', p),
          licenseId: ctx.license.id,
          processId: id,
          customerId: customer.row.id,
          contractId: contract?.row.id ?? null,
          status: pickWeighted(OFFER_STATUSES, f.number.float()),
          produkt: contract?.row.produkt ?? headline,
          praemie: contract?.row.bruttopraemie ?? null,
          waehrung: contract?.row.waehrung ?? 'EUR',
          anschrift: `${customer.row.strasse}, ${customer.row.plz} ${customer.row.ort}`,
          createdAt,
        }
      : null;

  return { process, messages, files, processFiles: attachments, offer };
}
