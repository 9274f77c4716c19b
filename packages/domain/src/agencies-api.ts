/**
 * The agencies page (spec 000 §2.9 vermittlerkonten, vermittler/{id}/{focus}): the intermediaries' accounts, each shown
 * as a company element with its own feed. Brokers only, never preset Sachbearbeiter (`canSeeAgencies`).
 */
import { z } from 'zod';
import { FEED_ITEM_TYPES, type TFeedItemType } from './activity-feed.js';

export const AGENCY_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_AGENCY_PAGE_SIZE = 10;

export const ZAgencyListQueryFields = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0).describe('Agencies to skip (paging).'),
  take: z.coerce
    .number()
    .int()
    .refine((n) => (AGENCY_PAGE_SIZES as readonly number[]).includes(n), { message: 'One of 10, 25, 50' })
    .default(DEFAULT_AGENCY_PAGE_SIZE)
    .describe('Agencies per page: 10, 25 or 50.'),
  q: z.string().trim().max(100).optional().describe('Search in name, code, postcode and town (case-insensitive).'),
});
export type TAgencyListQuery = z.infer<typeof ZAgencyListQueryFields>;

export const ZAgencyParams = z.object({ id: z.uuid().describe('The agency (intermediary).') });

export const ZAgency = z.object({
  Id: z.string(),
  Code: z.string(),
  /** The search name the company element shows: the agency's name. */
  Name: z.string(),
  Name2: z.string().nullable(),
  Name3: z.string().nullable(),
  Amsidnr: z.string().nullable(),
  Active: z.boolean(),
  Zuordnung: z.enum(['FIRMA', 'PRIVAT']).describe('FIRMA (a firm: university icon) or PRIVAT (a person: user icon).'),
  Strasse: z.string().nullable(),
  Plz: z.string().nullable(),
  Ort: z.string().nullable(),
  Telefon: z.string().nullable(),
  Email: z.string().nullable(),
  Kunden: z.number().int().describe("The number of the agency's customers the member may see."),
});
export type TAgency = z.infer<typeof ZAgency>;

export const ZAgencyList = z.object({ Items: z.array(ZAgency), Total: z.number().int() });
export type TAgencyList = z.infer<typeof ZAgencyList>;

/**
 * The {focus} of vermittler/{id}/{focus}: which of the agency's feed entries the page opens with. 'alle' (also any
 * unknown focus) shows every type; the others are the feed's types.
 */
export const AGENCY_FOCI = ['alle', ...FEED_ITEM_TYPES] as const;
export type TAgencyFocus = (typeof AGENCY_FOCI)[number];

export function agencyFocusOf(focus: string | undefined): TAgencyFocus {
  return (AGENCY_FOCI as readonly string[]).includes(focus ?? '') ? (focus as TAgencyFocus) : 'alle';
}

/** The feed type a focus keeps; undefined = every type. */
export const feedTypeOfFocus = (focus: TAgencyFocus): TFeedItemType | undefined => (focus === 'alle' ? undefined : focus);
