/**
 * The generic data query of spec 000 §7 / ARCHITECTURE §4:
 * POST /api/v1/data/{Type}/query { Fields?, Page: { Skip, Take, ReturnTotal }, Filters, Sorts? } → { Items, Total? }.
 * Properties and operators are whitelisted per type in `data-catalog.ts`; this file is the request shape.
 */
import { z } from 'zod';

export const DATA_TYPES = ['Kunde', 'Vertrag', 'Schaden', 'Adresse', 'Gesellschaft', 'Brief', 'Vorgang', 'Angebot', 'Vermittler'] as const;
export const ZDataType = z.enum(DATA_TYPES);
export type TDataType = z.infer<typeof ZDataType>;

export const OPERATORS = ['In', 'Equal', 'NotEqual', 'GreaterThanOrEqual', 'Between', 'IsEmpty', 'Contains'] as const;
export const ZOperator = z.enum(OPERATORS);
export type TOperator = z.infer<typeof ZOperator>;

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
export type TScalar = z.infer<typeof scalar>;

const property = z.string().min(1).max(120);

export const ZFilter = z
  .object({
    Property: property,
    Operator: ZOperator,
    Value: z.union([scalar, z.array(scalar).max(1000)]).optional(),
    Lowest: scalar.optional(),
    Highest: scalar.optional(),
  })
  .strict();
export type TFilter = z.infer<typeof ZFilter>;

export const ZSort = z.object({ Property: property, Direction: z.enum(['asc', 'desc', 'Asc', 'Desc', 'ASC', 'DESC']) }).strict();
export type TSort = z.infer<typeof ZSort>;

export const ZPage = z
  .object({
    Skip: z.number().int().min(0).max(1_000_000_000).default(0),
    Take: z.number().int().min(1),
    ReturnTotal: z.boolean().default(false),
    /** Keyset pagination: the opaque cursor of the last row of the previous page (deep paging). */
    After: z.string().max(2000).optional(),
  })
  .strict();
export type TPage = z.infer<typeof ZPage>;

export const ZDataQuery = z
  .object({
    /** Dotted names, as an array or joined by comma (the spec's form). */
    Fields: z.union([z.string().max(5000), z.array(property).max(200)]).optional(),
    Page: ZPage,
    Filters: z.array(ZFilter).max(50).default([]),
    Sorts: z.array(ZSort).max(10).optional(),
    /**
     * Quick search: partial, case- and umlaut-insensitive text over the type's search text — customers (name,
     * number, place), contracts (number), claims (broker's and insurer's number), at least 2 characters. Other
     * types, or members who may not see a searched property, answer 400 naming Search.
     */
    Search: z.string().max(200).optional(),
  })
  .strict();
export type TDataQuery = z.input<typeof ZDataQuery>;
export type TDataQueryParsed = z.output<typeof ZDataQuery>;

export type TDataQueryResult<T = Record<string, unknown>> = {
  Items: T[];
  /** Present when ReturnTotal; exact, or an estimate when `TotalIsEstimate`. */
  Total?: number;
  TotalIsEstimate?: boolean;
  /** Cursor to pass as Page.After for the next page (keyset pagination). */
  Next?: string | null;
};

/** Splits the spec's comma-joined Fields into names. */
export function parseFields(fields: string | readonly string[] | undefined): string[] | undefined {
  if (fields === undefined) return undefined;
  const list = typeof fields === 'string' ? fields.split(',') : [...fields];
  const names = list.map((f) => f.trim()).filter(Boolean);
  return names.length ? [...new Set(names)] : undefined;
}

export const normaliseDirection = (d: TSort['Direction']): 'asc' | 'desc' => (d.toLowerCase() === 'desc' ? 'desc' : 'asc');

/** Fewer rows than asked for means everything is loaded (spec 000 §4). */
export const isFullyLoaded = (returned: number, take: number): boolean => returned < take;
