/**
 * The answer of the generic list query for the OpenAPI document: one schema per data type (its items carry the
 * requested fields of DATA_CATALOG under their dotted names), as `anyOf`. Documented rather than checked at run
 * time, so that large pages are not validated field by field on every request.
 */
import { DATA_CATALOG, DATA_TYPES, type TPropertyType } from '@portal/domain';

const VALUE_SCHEMAS: Record<TPropertyType, Record<string, unknown>> = {
  id: { type: 'string', format: 'uuid' },
  string: { type: ['string', 'null'] },
  number: { type: ['number', 'null'] },
  money: { type: ['number', 'null'] },
  boolean: { type: ['boolean', 'null'] },
  date: { type: ['string', 'null'], format: 'date' },
  datetime: { type: ['string', 'null'], format: 'date-time' },
};

type TObjectSchema = { type: 'object'; properties: Record<string, unknown>; [key: string]: unknown };

/** Dotted field names (Vertrag.Kunde.Kundenname) become nested objects, as the query answers them. */
function nestedObject(fields: readonly { name: string; type: TPropertyType }[]): TObjectSchema {
  const root: TObjectSchema = { type: 'object', properties: {} };
  for (const field of fields) {
    const parts = field.name.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node.properties[part] ??= { type: 'object', properties: {} };
      node = node.properties[part] as TObjectSchema;
    }
    node.properties[parts.at(-1)!] = VALUE_SCHEMAS[field.type];
  }
  return root;
}

const itemSchemaOf = (type: (typeof DATA_TYPES)[number]) => ({
  ...nestedObject(DATA_CATALOG[type]),
  title: `${type} row`,
  description: `A row of ${type}: the fields asked for in Fields (all the member may see when none are named); dotted names nest.`,
});

export const DATA_PAGE_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  required: ['Items'],
  properties: {
    // anyOf, not oneOf: a row with few fields fits the schemas of several types.
    Items: { type: 'array', items: { anyOf: DATA_TYPES.map(itemSchemaOf) } },
    Total: { type: 'integer', minimum: 0, description: 'With Page.ReturnTotal: the number of rows (an estimate when TotalIsEstimate).' },
    TotalIsEstimate: { type: 'boolean' },
    Next: { type: ['string', 'null'], description: 'Cursor for Page.After to read the next page (keyset paging); null on the last page.' },
  },
};
