/**
 * Documents (Brief) of every type, linked to contracts, claims, processes and customers, read and
 * unread, some tagged; each with a letter to render (except a few whose file is not yet available).
 */
import { isActivePolicy } from '@portal/domain';
import type { documents, documentTags } from '../platform/db/schema.js';
import { DOC_BODIES, DOC_TYPES, TAG_NAMES, type DocType } from './catalog.js';
import type { LicenseContext } from './context.js';
import { addMinutes, germanDate } from './dates.js';
import { generateClaim, planClaim } from './generate-claims.js';
import { BRANCH_LABEL, generateContract, isOffer, planContract } from './generate-contracts.js';
import { generateCustomer, recipientLines, salutation } from './generate-customers.js';
import { documentFileId, planProcess, type FileToStore } from './generate-processes.js';
import { pickWeighted } from './random.js';
import { euro, pad } from './text.js';

type DocumentRow = typeof documents.$inferInsert;
type DocumentTagRow = typeof documentTags.$inferInsert;

export type GeneratedDocument = { document: DocumentRow; file: FileToStore | null; tags: DocumentTagRow[] };

const TYPE_WEIGHTS = DOC_TYPES.map((t) => [t, t.weight] as const);
const CLAIM_TYPES = new Set(['SCHADENMELDUNG', 'SCHADENABSCHLUSSMELDUNG']);

/** Which contract, claim or process a document belongs to, chosen structurally. */
function target(ctx: LicenseContext, d: number, type: DocType): { contractIndex: number | null; claimIndex: number | null; processIndex: number | null } {
  const firstCustomer = d % 25 === 0;
  if (CLAIM_TYPES.has(type.brieftyp)) {
    const wantClosed = type.brieftyp === 'SCHADENABSCHLUSSMELDUNG';
    for (let attempt = 0; attempt < 60; attempt++) {
      const l = firstCustomer && attempt < 3 ? attempt : ctx.int('document', d, ctx.volumes.claims, 10 + attempt);
      const claim = planClaim(ctx, l);
      if (claim.state !== 'draft' && (!wantClosed || claim.state === 'closed')) return { contractIndex: claim.contractIndex, claimIndex: l, processIndex: null };
    }
  }
  if (type.brieftyp === 'KORRESPONDENZ') {
    const p = firstCustomer ? 0 : ctx.int('document', d, ctx.volumes.processes, 2);
    return { contractIndex: planProcess(ctx, p).contractIndex, claimIndex: null, processIndex: p };
  }
  const wantOffer = type.brieftyp === 'ANGEBOT' || type.brieftyp === 'ANTRAG';
  for (let attempt = 0; attempt < 60; attempt++) {
    // The first customer's six contracts are 0..5 (3 is the offer).
    const j = firstCustomer ? (wantOffer ? 3 : [0, 1, 2, 4, 5][attempt % 5]!) : ctx.int('document', d, ctx.volumes.contracts, 30 + attempt);
    const status = planContract(ctx, j).computedStatus;
    if (wantOffer ? isOffer(status) : isActivePolicy(status)) return { contractIndex: j, claimIndex: null, processIndex: null };
  }
  return { contractIndex: null, claimIndex: null, processIndex: null };
}

export function generateDocument(ctx: LicenseContext, d: number): GeneratedDocument {
  const type = pickWeighted(TYPE_WEIGHTS, ctx.u('document', d, 1));
  const link = target(ctx, d, type);
  const f = ctx.fakers.for('document', d);
  const contract = link.contractIndex !== null ? generateContract(ctx, link.contractIndex) : null;
  const claim = link.claimIndex !== null ? generateClaim(ctx, link.claimIndex) : null;
  const customerIndex = contract ? contract.plan.customerIndex : link.processIndex !== null ? planProcess(ctx, link.processIndex).customerIndex : 0;
  const customer = generateCustomer(ctx, customerIndex);

  // A third is recent (and then often unread), the rest spread over three years.
  const daysAgo = f.number.float() < 0.3 ? f.number.int({ min: 1, max: 30 }) : f.number.int({ min: 31, max: 1100 });
  const erstellt = ctx.past(daysAgo, f.number.float());
  // Follow-up times never pass the reference day.
  const later = (minutes: number) => new Date(Math.min(addMinutes(erstellt, minutes).getTime(), ctx.refDate.getTime()));
  const unread = daysAgo <= 30 && f.number.float() < 0.6;
  const line = contract ? BRANCH_LABEL(contract.plan.sparte) : '';
  const year = erstellt.getUTCFullYear();

  let titel: string;
  switch (type.brieftyp) {
    case 'POLICE':
    case 'LETZTER_NACHTRAG':
      titel = `${type.label} ${contract?.row.vertragsnr ?? ''}`.trim();
      break;
    case 'BEITRAGSRECHNUNG':
      titel = `${type.label} ${year} – ${contract?.row.vertragsnr ?? ''}`;
      break;
    case 'ANGEBOT':
    case 'ANTRAG':
      titel = `${type.label} ${line}`.trim();
      break;
    case 'SCHADENMELDUNG':
    case 'SCHADENABSCHLUSSMELDUNG':
      titel = `${type.label} ${claim?.nummerMakler ?? ''}`.trim();
      break;
    default:
      titel = contract ? `${type.label} zu ${contract.row.vertragsnr}` : type.label;
  }

  // A few documents are announced but their file is not there yet.
  const available = f.number.float() > 0.02;
  const uploaded = f.number.float() < 0.08;
  const fileId = available ? documentFileId(ctx, d) : null;
  let body = DOC_BODIES[type.brieftyp] ?? DOC_BODIES.KORRESPONDENZ!;
  if (contract && (type.brieftyp === 'BEITRAGSRECHNUNG' || type.brieftyp === 'POLICE')) {
    body += ` Beitrag gemäß Zahlweise (${contract.row.zahlweise}): ${euro(Number(contract.row.bruttopraemie), contract.row.waehrung)}.`;
  }
  if (claim && claim.schadenhoehe) body += ` Schadenhöhe: ${euro(Number(claim.schadenhoehe), claim.waehrung)}.`;

  const file: FileToStore | null = fileId
    ? {
        fileId,
        fileName: `${titel.replace(/[^\p{L}\p{N} ._-]+/gu, '').replace(/\s+/g, '_').slice(0, 90)}.pdf`,
        createdAt: erstellt,
        letter: {
          recipient: recipientLines(customer),
          placeAndDate: `${ctx.license.senderTown}, ${germanDate(erstellt)}`,
          reference: [
            contract ? `Vertrag ${contract.row.vertragsnr}` : null,
            claim ? `Schaden ${claim.nummerMakler}` : null,
            `Kundennummer ${customer.row.amsidnr}`,
          ]
            .filter(Boolean)
            .join(' · '),
          title: titel,
          salutation: salutation(customer),
          body,
        },
      }
    : null;

  const id = ctx.id('document', d);
  const tagCount = f.number.float() < 0.3 ? f.number.int({ min: 1, max: 2 }) : 0;
  const tagIndices = new Set<number>();
  while (tagIndices.size < tagCount) tagIndices.add(f.number.int({ min: 0, max: TAG_NAMES.length - 1 }));

  return {
    document: {
      id,
      licenseId: ctx.license.id,
      titel,
      brieftyp: type.brieftyp,
      folder: type.folder,
      erstellt,
      bearbeitet: f.number.float() < 0.3 ? later(f.number.int({ min: 10, max: 600 })) : null,
      readAt: unread ? null : later(f.number.int({ min: 60, max: 60 * 20 })),
      hasBeenUploaded: uploaded,
      waehrung: contract?.row.waehrung ?? 'EUR',
      key: `BR${pad(ctx.license.profile.customerNumberBase * 10 + d, 8)}`,
      fileId,
      customerId: customer.row.id,
      contractId: contract?.row.id ?? null,
      claimId: claim?.id ?? null,
      processId: link.processIndex !== null ? ctx.id('process', link.processIndex) : null,
      intermediaryId: customer.row.intermediaryId ?? null,
      isService: f.number.float() < 0.06,
      isSynced: !uploaded && f.number.float() < 0.95,
      isStock: f.number.float() < 0.1,
      active: f.number.float() < 0.98,
      createdByUserId: uploaded ? (customerIndex === 0 ? ctx.users.customer?.id : ctx.users.staff[0]?.id) ?? null : null,
    },
    file,
    tags: [...tagIndices].map((t) => ({ licenseId: ctx.license.id, documentId: id, tagId: ctx.id('tag', t) })),
  };
}
