/**
 * API of the quote start page (spec 001 §2.7, §7 "product mapping …; object fetch; start calculation process";
 * issue 14 item 6): the start data of a query, the signed hand-over to the external calculation product, the
 * licence's calculation products (licence data, kept by licence admins) and the demo product's receiver.
 */
import { z } from 'zod';
import { INSURANCE_LINES } from './insurance-lines.js';
import { isValidHandoverUrl } from './quote-start.js';

const optionalText = (max: number, what: string) => z.string().trim().min(1).max(max).optional().describe(what);

// ───── the start data ─────

/** The query parameters of /cc, /service/{url} and /vwfs_vvd_vertrag as the page passes them on. */
export const ZQuoteStartQuery = z.object({
  id: z.uuid().optional().describe('A customer or a contract the quote is for.'),
  object: z.uuid().optional().describe('The address or object (Objekt) to be insured.'),
  ccProductId: optionalText(64, 'The calculation product, by its product id.'),
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/)
    .optional()
    .describe('The calculation product, by its URL slug (/service/{url}; /vwfs_vvd_vertrag names the VWFS product).'),
  processId: optionalText(100, 'A process of the portal the offer belongs to (handed over).'),
  foreignProcessId: optionalText(100, 'The calculation product\'s own process id to resume (handed over).'),
  autoImport: z.enum(['true', 'false']).optional().describe('Whether the product should post the finished offer back (handed over).'),
});
export type TQuoteStartQuery = z.infer<typeof ZQuoteStartQuery>;

export const ZQuoteProductSummary = z.object({
  Id: z.uuid(),
  Headline: z.string(),
  CcProductId: z.string(),
  Slug: z.string(),
});
export type TQuoteProductSummary = z.infer<typeof ZQuoteProductSummary>;

export const ZQuoteCustomer = z.object({
  Id: z.uuid(),
  Kundenname: z.string(),
  Strasse: z.string().nullable(),
  Plz: z.string().nullable(),
  Ort: z.string().nullable(),
  Land: z.string(),
});
export type TQuoteCustomer = z.infer<typeof ZQuoteCustomer>;

export const ZQuoteContract = z.object({
  Id: z.uuid(),
  VertragsNr: z.string(),
  Typ: z.string(),
  Sparte: z.string().nullable(),
  Produkt: z.string().nullable(),
  Status: z.string(),
});
export type TQuoteContract = z.infer<typeof ZQuoteContract>;

export const ZQuoteObject = z.object({
  Id: z.uuid(),
  Bezeichnung: z.string().describe('The object\'s name (Kontaktname).'),
  Objektart: z.string().nullable().describe('The object kind (field 101), which maps products.'),
  ObjektNr: z.string().nullable(),
  Strasse: z.string().nullable(),
  Plz: z.string().nullable(),
  Ort: z.string().nullable(),
});
export type TQuoteObject = z.infer<typeof ZQuoteObject>;

export const ZQuoteStart = z.object({
  Product: ZQuoteProductSummary.nullable().describe('The product that maps; null = no product (the page says so).'),
  Customer: ZQuoteCustomer.nullable(),
  Contract: ZQuoteContract.nullable(),
  Object: ZQuoteObject.nullable(),
  Objects: z.array(ZQuoteObject).describe('The customer\'s objects to choose from when the query names none (at most 50).'),
  CanStart: z.boolean().describe('Whether the member may start the quote (Angebotserstellung, not read-only).'),
});
export type TQuoteStart = z.infer<typeof ZQuoteStart>;

// ───── the hand-over ─────

export const ZQuoteHandover = z.object({
  ProductId: z.uuid().describe('The calculation product to open.'),
  Id: z.uuid().optional().describe('The customer or contract of the quote.'),
  Object: z.uuid().optional().describe('The address or object to be insured; required unless Id is a contract.'),
  ProcessId: optionalText(100, 'Handed over unchanged.'),
  ForeignProcessId: optionalText(100, 'Handed over unchanged.'),
  AutoImport: z.boolean().optional().describe('Handed over unchanged.'),
});
export type TQuoteHandover = z.infer<typeof ZQuoteHandover>;

export const ZQuoteHandoverResult = z.object({
  Url: z.string().describe('The product\'s hand-over URL with the signed token (query parameter token); open it in a new tab.'),
  ExpiresAt: z.string().describe('When the token expires (ISO date-time).'),
});
export type TQuoteHandoverResult = z.infer<typeof ZQuoteHandoverResult>;

/** What a hand-over token carries besides the registered claims (iss, aud = CcProductId, sub, jti, iat, exp). */
export type TQuoteTokenClaims = {
  lid: string;
  license: { Id: string; Name: string };
  member: { Id: string; Name: string; Email: string };
  product: { Id: string; CcProductId: string; Headline: string };
  customer: TQuoteCustomer | null;
  contract: TQuoteContract | null;
  object: TQuoteObject | null;
  processId: string | null;
  foreignProcessId: string | null;
  autoImport: boolean;
};

// ───── the calculation products (licence admins) ─────

const ZLine = z.enum(INSURANCE_LINES);

export const ZQuoteProductInput = z.object({
  Headline: z.string().trim().min(1).max(120).describe('The product\'s name as the card and the messages show it.'),
  CcProductId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .describe('The product id of the calculation centre (ccProductId of the query); unique in the licence.'),
  Slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/)
    .describe('The URL slug of /service/{url}; unique in the licence.'),
  Lines: z.array(ZLine).max(20).describe('Lines of business the product calculates (a contract of such a line maps to it).'),
  ObjectKinds: z.array(z.string().trim().min(1).max(80)).max(20).describe('Object kinds (field 101) the product calculates.'),
  HandoverUrl: z
    .string()
    .max(2000)
    .refine(isValidHandoverUrl, 'An https URL (http only for localhost), or a path on the portal beginning with /')
    .describe('Where the browser opens the product; the signed token is added as query parameter token.'),
  Secret: z
    .string()
    .min(32)
    .max(256)
    .optional()
    .describe('The signing secret agreed with the product (HS256), at least 32 characters. Required when adding; when changing, absent keeps the old one. Never answered.'),
  Active: z.boolean().default(true),
  SortOrder: z.number().int().min(0).max(10_000).default(0).describe('Order of mapping (lower first) and of the list.'),
});
export type TQuoteProductInput = z.infer<typeof ZQuoteProductInput>;

export const ZQuoteProduct = ZQuoteProductInput.omit({ Secret: true }).extend({
  Id: z.uuid(),
  SecretSetAt: z.string().describe('When the signing secret was last set (ISO date-time); the secret itself never leaves the server.'),
  Bearbeitet: z.string(),
});
export type TQuoteProduct = z.infer<typeof ZQuoteProduct>;

export const ZQuoteProductList = z.object({ Items: z.array(ZQuoteProduct) });
export type TQuoteProductList = z.infer<typeof ZQuoteProductList>;

export const ZQuoteProductParams = z.object({ id: z.uuid().describe('The calculation product.') });

// ───── the demo product's receiver ─────

export const ZQuoteDemoQuery = z.object({ token: z.string().min(20).max(8000).describe('The hand-over token from the URL.') });

export const ZQuoteDemoReceipt = z.object({
  Product: z.object({ Headline: z.string(), CcProductId: z.string() }),
  License: z.string(),
  Member: z.string(),
  Customer: ZQuoteCustomer.nullable(),
  Contract: ZQuoteContract.nullable(),
  Object: ZQuoteObject.nullable(),
  ProcessId: z.string().nullable(),
  ForeignProcessId: z.string().nullable(),
  AutoImport: z.boolean(),
  IssuedAt: z.string(),
  ExpiresAt: z.string(),
});
export type TQuoteDemoReceipt = z.infer<typeof ZQuoteDemoReceipt>;

// ───── the way back (autoImport) ─────

/**
 * The product posts the finished offer of a hand-over made with autoImport: a JWT (HS256) signed with the product's
 * secret — header kid = the product's Id; claims iss = its CcProductId, aud = 'broker-portal', lid = the licence,
 * sub = the hand-over token's jti, and `offer` (ZQuoteOfferClaims) — valid at most an hour.
 */
export const ZQuoteOfferImport = z.object({ Token: z.string().min(20).max(8000).describe('The product\'s signed offer (see the operation).') });

export const ZQuoteOfferClaims = z.object({
  Produkt: z.string().trim().min(1).max(200),
  Praemie: z.number().nonnegative().max(1e9).nullable(),
  Waehrung: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
});
export type TQuoteOfferClaims = z.infer<typeof ZQuoteOfferClaims>;

export const ZQuoteOfferImportResult = z.object({ OfferId: z.uuid().describe('The offer filed under "Aktuelle Angebote" for the hand-over\'s customer.') });
export type TQuoteOfferImportResult = z.infer<typeof ZQuoteOfferImportResult>;
