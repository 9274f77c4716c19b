/**
 * The quote start page (spec 001 §2.7; issue 14 item 6). A member with Angebotserstellung reads the start data of a
 * query (the product that maps, the customer or contract, the object) and hands over to the external calculation
 * product with a signed token. Licence admins keep the licence's calculation products (audited; the signing secret
 * is never answered nor logged). The demo receiver checks a token as a real product would.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  canSeeQuoteStart,
  canStartQuote,
  canWrite,
  handoverUrlWithToken,
  isLicenseAdmin,
  pickQuoteProduct,
  QUOTE_PRODUCTS_MAX,
  ZQuoteOfferClaims,
  type TQuoteContract,
  type TQuoteCustomer,
  type TQuoteDemoReceipt,
  type TQuoteHandover,
  type TQuoteHandoverResult,
  type TQuoteObject,
  type TQuoteOfferImportResult,
  type TQuoteProduct,
  type TQuoteProductInput,
  type TQuoteProductList,
  type TQuoteStart,
  type TQuoteStartQuery,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope, type TVisibilityScope } from '../../platform/access/visibility.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import { AppError, fieldError, forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import {
  countQuoteProducts,
  customerAddress,
  fileOfferProcess,
  findProcessOfLicense,
  findQuoteHandover,
  insertOffer,
  insertQuoteHandover,
  markHandoverImported,
  deleteQuoteProduct,
  findMember,
  findProductClash,
  findQuoteProduct,
  findVisibleContract,
  findVisibleCustomer,
  findVisibleObject,
  insertQuoteProduct,
  listCustomerObjects,
  listQuoteProducts,
  updateQuoteProduct,
  type TQuoteProductRow,
} from './repository.js';
import { quoteTokenProduct, signOfferToken, signQuoteToken, verifyOfferToken, verifyQuoteToken } from './token.js';


const mappingOf = (r: TQuoteProductRow) => ({ row: r, CcProductId: r.ccProductId, Slug: r.slug, Lines: r.lines, ObjectKinds: r.objectKinds, Active: r.active, SortOrder: r.sortOrder });

type TSubject = { customer: TQuoteCustomer | null; contract: TQuoteContract | null; object: TQuoteObject | null };

/**
 * The customer, contract and object of a query, each one the member may see (404 with the field otherwise, as for
 * any record of another licence or outside the member's visibility). `id` is a contract or else a customer; an object
 * given with a customer or contract must be one of that customer's (400).
 */
async function resolveSubject(db: Db, scope: TVisibilityScope, q: { id?: string | undefined; object?: string | undefined }, fields: { id: string; object: string }): Promise<TSubject> {
  let customer: TQuoteCustomer | null = null;
  let contract: TQuoteContract | null = null;
  if (q.id) {
    const found = await findVisibleContract(db, scope, q.id);
    if (found) {
      const { customerId, ...rest } = found;
      contract = rest;
      customer = (await findVisibleCustomer(db, scope, customerId)) ?? null;
    } else {
      customer = (await findVisibleCustomer(db, scope, q.id)) ?? null;
      if (!customer) throw fieldError('NOT_FOUND', fields.id, 'No customer or contract of this id for you');
    }
  }
  let object: TQuoteObject | null = null;
  if (q.object) {
    const found = await findVisibleObject(db, scope, q.object);
    if (!found) throw fieldError('NOT_FOUND', fields.object, 'No address or object of this id for you');
    const { customerId, ...rest } = found;
    if (customer && customerId && customerId !== customer.Id) throw fieldError('VALIDATION', fields.object, 'The object belongs to another customer');
    if (!customer && customerId) customer = (await findVisibleCustomer(db, scope, customerId)) ?? null;
    object = rest;
  }
  return { customer, contract, object };
}

function requireQuoteStart(ctx: TLicenseContext): void {
  if (!canSeeQuoteStart(ctx.permission)) throw forbidden('Starting quotes needs the permission Angebotserstellung');
}

const summaryOf = (r: TQuoteProductRow) => ({ Id: r.id, Headline: r.headline, CcProductId: r.ccProductId, Slug: r.slug });

/** GET Quote/Start: the start data the card shows. */
export async function getQuoteStart({ db, ctx, query }: { db: Db; ctx: TLicenseContext; query: TQuoteStartQuery }): Promise<TQuoteStart> {
  requireQuoteStart(ctx);
  const scope = visibilityScope(ctx);
  const subject = await resolveSubject(db, scope, query, { id: 'id', object: 'object' });
  const products = (await listQuoteProducts(db, ctx.licenseId)).map(mappingOf);
  const picked = pickQuoteProduct(products, { ccProductId: query.ccProductId, slug: query.slug, contract: subject.contract, objectKind: subject.object?.Objektart });
  const objects = !subject.object && !subject.contract && subject.customer ? await listCustomerObjects(db, scope, subject.customer.Id) : [];
  return {
    Product: picked ? summaryOf(picked.row) : null,
    Customer: subject.customer,
    Contract: subject.contract,
    Object: subject.object,
    Objects: objects,
    CanStart: canStartQuote(ctx.permission),
  };
}

/** POST Quote/Handover: the product's URL with a fresh signed token. */
export async function createQuoteHandover({ db, ctx, input }: { db: Db; ctx: TLicenseContext; input: TQuoteHandover }): Promise<TQuoteHandoverResult> {
  requireQuoteStart(ctx);
  if (!canStartQuote(ctx.permission)) throw new AppError('READ_ONLY', 403, 'This licence is read-only for you');
  const product = await findQuoteProduct(db, ctx.licenseId, input.ProductId);
  if (!product || !product.active) throw fieldError('NOT_FOUND', 'ProductId', 'No active calculation product of this id');
  const subject = await resolveSubject(db, visibilityScope(ctx), { id: input.Id, object: input.Object }, { id: 'Id', object: 'Object' });
  if (!subject.object && !subject.contract) throw fieldError('VALIDATION', 'Object', 'A quote needs an object (or a contract)');
  const member = await findMember(db, ctx.userId);
  const jti = randomUUID();
  const autoImport = input.AutoImport ?? false;
  // Kept: who handed which customer's data to which product; and the hand-over the product's offer comes back to.
  await insertQuoteHandover(db, {
    id: jti,
    licenseId: ctx.licenseId,
    productId: product.id,
    userId: ctx.userId,
    customerId: subject.customer?.Id ?? null,
    contractId: subject.contract?.Id ?? null,
    objectId: subject.object?.Id ?? null,
    processId: input.ProcessId ?? null,
    foreignProcessId: input.ForeignProcessId ?? null,
    autoImport,
  });
  const { token, expiresAt } = await signQuoteToken({
    jti,
    secret: product.secret,
    productId: product.id,
    ccProductId: product.ccProductId,
    userId: ctx.userId,
    claims: {
      lid: ctx.licenseId,
      license: { Id: ctx.licenseId, Name: ctx.license.name },
      member: { Id: ctx.userId, Name: [member?.firstName, member?.lastName].filter(Boolean).join(' ') || (member?.email ?? ''), Email: member?.email ?? '' },
      product: { Id: product.id, CcProductId: product.ccProductId, Headline: product.headline },
      customer: subject.customer,
      contract: subject.contract,
      object: subject.object,
      processId: input.ProcessId ?? null,
      foreignProcessId: input.ForeignProcessId ?? null,
      autoImport,
    },
  });
  return { Url: handoverUrlWithToken(product.handoverUrl, token), ExpiresAt: expiresAt.toISOString() };
}

/**
 * GET Quote/DemoReceiver (public): what the demo calculation product received — the token checked with the product's
 * secret as a real product checks it (signature, issuer, audience, expiry). 403 for any token that fails.
 */
export async function receiveDemoQuote({ db, token }: { db: Db; token: string }): Promise<TQuoteDemoReceipt> {
  const refused = () => forbidden('The hand-over token is invalid or expired');
  const claimed = quoteTokenProduct(token);
  if (!claimed) throw refused();
  const product = await findQuoteProduct(db, claimed.licenseId, claimed.productId).catch(() => undefined);
  if (!product) throw refused();
  const payload = await verifyQuoteToken(token, product.secret, product.ccProductId);
  if (!payload || payload.lid !== product.licenseId) throw refused();
  return {
    Product: { Headline: product.headline, CcProductId: product.ccProductId },
    License: payload.license.Name,
    Member: payload.member.Name,
    Customer: payload.customer,
    Contract: payload.contract,
    Object: payload.object,
    ProcessId: payload.processId,
    ForeignProcessId: payload.foreignProcessId,
    AutoImport: payload.autoImport,
    IssuedAt: new Date((payload.iat ?? 0) * 1000).toISOString(),
    ExpiresAt: new Date((payload.exp ?? 0) * 1000).toISOString(),
  };
}

/**
 * POST Quote/DemoReceiver/Offer (public): the demo calculation product finishes the offer of a hand-over it received
 * with autoImport and posts it back as a real product would — signed with the product's secret, through
 * importQuoteOffer. Only for products the portal serves itself (a hand-over URL that is a portal path).
 */
export async function postDemoOffer({ db, token }: { db: Db; token: string }): Promise<TQuoteOfferImportResult> {
  const refused = () => forbidden('The hand-over token is invalid or expired, or not for a demo product');
  const claimed = quoteTokenProduct(token);
  const product = claimed ? await findQuoteProduct(db, claimed.licenseId, claimed.productId).catch(() => undefined) : undefined;
  if (!product || !product.handoverUrl.startsWith('/')) throw refused();
  const payload = await verifyQuoteToken(token, product.secret, product.ccProductId);
  if (!payload?.jti || payload.lid !== product.licenseId) throw refused();
  // A demo premium that differs between offers but is the same for the same hand-over.
  const premium = 300 + (parseInt(payload.jti.replace(/-/g, '').slice(0, 6), 16) % 900);
  const offerToken = await signOfferToken({
    secret: product.secret,
    productId: product.id,
    ccProductId: product.ccProductId,
    licenseId: product.licenseId,
    handoverId: payload.jti,
    offer: { Produkt: `${product.headline} – Demo-Angebot`, Praemie: premium, Waehrung: 'EUR' },
  });
  return importQuoteOffer({ db, token: offerToken });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST Quote/Offer (public; the product's signature is the credential): the way back of autoImport. The offer is
 * filed once for the hand-over's customer and contract (under 'Aktuelle Angebote', with the portal process the
 * hand-over named, if any). 403 for a token that fails its checks, 404 for an unknown hand-over, 409 when the
 * hand-over did not ask for import or its offer came already, 400 for offer data that is not an offer.
 */
export async function importQuoteOffer({ db, token }: { db: Db; token: string }): Promise<TQuoteOfferImportResult> {
  const refused = () => forbidden('The offer token is invalid or expired');
  const claimed = quoteTokenProduct(token);
  if (!claimed) throw refused();
  const product = await findQuoteProduct(db, claimed.licenseId, claimed.productId).catch(() => undefined);
  if (!product) throw refused();
  const payload = await verifyOfferToken(token, product.secret, product.ccProductId);
  if (!payload || payload.lid !== product.licenseId || typeof payload.sub !== 'string' || !UUID.test(payload.sub)) throw refused();
  const offer = ZQuoteOfferClaims.safeParse(payload.offer);
  if (!offer.success) throw new AppError('VALIDATION', 400, 'Token: the offer claims are not an offer', offer.error.issues.map((i) => ({ path: `Token.offer.${i.path.join('.')}`, message: i.message })));
  const licenseId = product.licenseId;
  const handover = await findQuoteHandover(db, licenseId, payload.sub, product.id);
  if (!handover) throw notFound('No hand-over of this product with this id');
  if (!handover.autoImport) throw new AppError('CONFLICT', 409, 'The hand-over did not ask for automatic import');
  return db.transaction(async (tx) => {
    const named = handover.processId && UUID.test(handover.processId) ? ((await findProcessOfLicense(tx, licenseId, handover.processId)) ?? null) : null;
    const premium = offer.data.Praemie === null ? null : `${offer.data.Praemie.toFixed(2).replace('.', ',')} ${offer.data.Waehrung}`;
    // The offer shows in the broker's post box and under 'Aktuelle Angebote' (offers of open processes).
    const processId = await fileOfferProcess(tx, {
      licenseId,
      processId: named,
      headline: `Angebot: ${offer.data.Produkt}`,
      customerId: handover.customerId,
      contractId: handover.contractId,
      userId: handover.userId,
      author: product.headline,
      text: `Neues Angebot aus dem Vergleichsrechner ${product.headline}: ${offer.data.Produkt}${premium ? `, Beitrag ${premium}` : ''}.`,
    });
    const offerId = await insertOffer(tx, {
      licenseId,
      processId,
      customerId: handover.customerId,
      contractId: handover.contractId,
      status: 'Offen',
      produkt: offer.data.Produkt,
      praemie: offer.data.Praemie === null ? null : offer.data.Praemie.toFixed(2),
      waehrung: offer.data.Waehrung,
      anschrift: handover.customerId ? await customerAddress(tx, licenseId, handover.customerId) : null,
    });
    if (!(await markHandoverImported(tx, licenseId, handover.id, offerId))) throw new AppError('CONFLICT', 409, 'The offer of this hand-over came already');
    return { OfferId: offerId };
  });
}

// ───── the calculation products (licence admins) ─────

const toProduct = (r: TQuoteProductRow): TQuoteProduct => ({
  Id: r.id,
  Headline: r.headline,
  CcProductId: r.ccProductId,
  Slug: r.slug,
  Lines: r.lines as TQuoteProduct['Lines'],
  ObjectKinds: r.objectKinds,
  HandoverUrl: r.handoverUrl,
  Active: r.active,
  SortOrder: r.sortOrder,
  SecretSetAt: r.secretSetAt.toISOString(),
  Bearbeitet: r.updatedAt.toISOString(),
});

/** What the audit log keeps of an input: everything but the secret, and whether it changed. */
const auditOf = (input: TQuoteProductInput) => {
  const { Secret, ...rest } = input;
  return { ...rest, SecretChanged: Secret !== undefined };
};

function requireAdmin(ctx: TLicenseContext): void {
  if (!isLicenseAdmin(ctx.permission) || !canWrite(ctx.permission)) throw forbidden('Only licence administrators keep the calculation products');
}

const valuesOf = (input: TQuoteProductInput) => ({
  headline: input.Headline,
  ccProductId: input.CcProductId,
  slug: input.Slug,
  lines: [...new Set(input.Lines)],
  objectKinds: [...new Set(input.ObjectKinds)],
  handoverUrl: input.HandoverUrl,
  active: input.Active,
  sortOrder: input.SortOrder,
});

async function refuseClash(db: Db, licenseId: string, input: TQuoteProductInput, exceptId?: string): Promise<void> {
  const clash = await findProductClash(db, licenseId, { ccProductId: input.CcProductId, slug: input.Slug }, exceptId);
  if (clash) throw fieldError('CONFLICT', clash, 'Another calculation product of the licence has it');
}

export async function listCalculationProducts({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TQuoteProductList> {
  requireAdmin(ctx);
  return { Items: (await listQuoteProducts(db, ctx.licenseId)).map(toProduct) };
}

export async function createCalculationProduct({ db, ctx, input }: { db: Db; ctx: TLicenseContext; input: TQuoteProductInput }): Promise<TQuoteProduct> {
  requireAdmin(ctx);
  if (!input.Secret) throw fieldError('VALIDATION', 'Secret', 'Required for a new product');
  const secret = input.Secret;
  return db.transaction(async (tx) => {
    if ((await countQuoteProducts(tx, ctx.licenseId)) >= QUOTE_PRODUCTS_MAX) throw new AppError('CONFLICT', 409, `At most ${QUOTE_PRODUCTS_MAX} calculation products per licence`);
    await refuseClash(tx, ctx.licenseId, input);
    const row = await insertQuoteProduct(tx, ctx.licenseId, { ...valuesOf(input), secret, secretSetAt: new Date() });
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'quoteProduct.create', target: row.id, before: null, after: auditOf(input) });
    return toProduct(row);
  });
}

export async function changeCalculationProduct({ db, ctx, id, input }: { db: Db; ctx: TLicenseContext; id: string; input: TQuoteProductInput }): Promise<TQuoteProduct> {
  requireAdmin(ctx);
  return db.transaction(async (tx) => {
    const before = await findQuoteProduct(tx, ctx.licenseId, id);
    if (!before) throw notFound('Calculation product not found');
    await refuseClash(tx, ctx.licenseId, input, id);
    const row = await updateQuoteProduct(tx, ctx.licenseId, id, { ...valuesOf(input), ...(input.Secret ? { secret: input.Secret, secretSetAt: new Date() } : {}) });
    if (!row) throw notFound('Calculation product not found');
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'quoteProduct.update', target: id, before: toProduct(before), after: auditOf(input) });
    return toProduct(row);
  });
}

export async function removeCalculationProduct({ db, ctx, id }: { db: Db; ctx: TLicenseContext; id: string }): Promise<void> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const row = await deleteQuoteProduct(tx, ctx.licenseId, id);
    if (!row) throw notFound('Calculation product not found');
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'quoteProduct.delete', target: id, before: toProduct(row), after: null });
  });
}

/** A fresh signing secret for demo products (the seed); real products get theirs agreed with the vendor. */
export const newQuoteSecret = (): string => randomBytes(32).toString('base64url');
