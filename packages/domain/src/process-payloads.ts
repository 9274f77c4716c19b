/**
 * The API payloads of processes (docs/api-processes.md): feed query and items, details, messages, offers.
 * Apart from the rules in processes.ts, which the app's entry uses without zod.
 */
import { z } from 'zod';
import { PROCESS_FEED_FILTERS, DEFAULT_PROCESS_FEED_FILTER, PROCESS_MESSAGE_TYPES, PROCESS_LIST_ACTION_FILTERS, PROCESS_FEED_PAGE_SIZES, DEFAULT_PROCESS_FEED_PAGE_SIZE, POSTABLE_MESSAGE_TYPES } from './processes.js';

export const ZProcessFeedQuery = z.object({
  filter: z.enum(PROCESS_FEED_FILTERS).default(DEFAULT_PROCESS_FEED_FILTER).describe('The view of the post box: new messages, open or all tasks, inbox, outbox, current offers or requests, active reports …'),
  type: z.enum(PROCESS_MESSAGE_TYPES).optional().describe('Only processes whose latest message is of this type.'),
  action: z.enum(PROCESS_LIST_ACTION_FILTERS).default('all').describe('Only processes waiting for an action of this kind.'),
  q: z.string().trim().max(200).optional().describe('Text to find in subject, number or customer.'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Entries to skip (paging).'),
  take: z.coerce
    .number()
    .int()
    .refine((n) => (PROCESS_FEED_PAGE_SIZES as readonly number[]).includes(n), { message: 'One of 5, 10, 25' })
    .default(DEFAULT_PROCESS_FEED_PAGE_SIZE)
    .describe('Entries per page: 5, 10 or 25.'),
});
export type TProcessFeedQuery = z.infer<typeof ZProcessFeedQuery>;

const ZRef = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullable();

export const ZProcessFeedItem = z.object({
  Id: z.string(),
  Headline: z.string(),
  Active: z.boolean(),
  Read: z.string().nullable(),
  KundenStatus: z.string(),
  Art: z.string(),
  Aktion: z.string(),
  Dirty: z.boolean(),
  Meldung: z.boolean(),
  Richtung: z.string(),
  ProcessAccessToken: z.string(),
  Erstellt: z.string(),
  LastMessage: z
    .object({ Created: z.string(), Type: z.string(), FromMakler: z.boolean(), Text: z.string() })
    .nullable(),
  Kunde: ZRef({ Id: z.string(), Kundenname: z.string() }),
  /** Typ: the contract's type, so a client can open KOMPAKT contracts by their rule. */
  Vertrag: ZRef({ Id: z.string(), VertragsNr: z.string(), Typ: z.string().nullable().optional() }),
  Schaden: ZRef({ Id: z.string(), NummerMakler: z.string() }),
});
export type TProcessFeedItem = z.infer<typeof ZProcessFeedItem>;

export const ZProcessFeed = z.object({
  Items: z.array(ZProcessFeedItem),
  Total: z.number().int(),
  OnlyUnread: z.boolean(),
  OpenOptions: z.boolean(),
});
export type TProcessFeed = z.infer<typeof ZProcessFeed>;

export const ZProcessFile = z.object({ Id: z.string(), FileName: z.string(), MimeType: z.string(), Size: z.number().int(), Url: z.string() });
export const ZProcessMessage = z.object({
  Id: z.string(),
  Author: z.string(),
  FromMakler: z.boolean(),
  Type: z.string(),
  Text: z.string(),
  Created: z.string(),
  Read: z.string().nullable(),
  Files: z.array(ZProcessFile),
});
export type TProcessMessage = z.infer<typeof ZProcessMessage>;

export const ZProcessDetail = ZProcessFeedItem.extend({ Messages: z.array(ZProcessMessage) });
export type TProcessDetail = z.infer<typeof ZProcessDetail>;

export const ZPostProcessMessage = z.object({
  Text: z.string().trim().min(1).max(5000),
  Type: z.enum(POSTABLE_MESSAGE_TYPES).default('Info'),
});
export type TPostProcessMessage = z.infer<typeof ZPostProcessMessage>;

export const ZProcessReadStatus = z.object({ Read: z.boolean() });

export const OFFER_SORT_FIELDS = ['Erstellt', 'Status', 'Produkt', 'Praemie', 'Kunde.Kundenname'] as const;
export const ZOfferQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Offers to skip (paging).'),
  take: z.coerce.number().int().min(1).max(500).default(25).describe('Offers per page.'),
  sort: z.enum(OFFER_SORT_FIELDS).default('Erstellt').describe('The field to sort by (Praemie only where the member may see premiums).'),
  dir: z.enum(['asc', 'desc']).default('desc').describe('Sort direction.'),
});
export const ZOfferRow = z.object({
  Id: z.string(),
  ProcessAccessToken: z.string(),
  Status: z.string(),
  Waehrung: z.string(),
  Anschrift: z.string().nullable(),
  Praemie: z.number().nullable(),
  Produkt: z.string().nullable(),
  Erstellt: z.string(),
  Kunde: z.object({ Strasse: z.string().nullable(), Plz: z.string().nullable(), Ort: z.string().nullable(), Kundenname: z.string().nullable() }),
  Vorgang: z.object({ Id: z.string() }),
});
export type TOfferRow = z.infer<typeof ZOfferRow>;
export const ZOfferList = z.object({ Items: z.array(ZOfferRow), Total: z.number().int() });
