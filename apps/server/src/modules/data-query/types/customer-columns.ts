import { customers } from '../../../platform/db/schema.js';
import type { ColumnMapping } from '../type-definition.js';

/** The customer reference properties (`<prefix>.Kundenname`, …) of types that join customers. */
export function customerColumns(prefix: string, joins: readonly string[]): Record<string, ColumnMapping> {
  return {
    [`${prefix}.Id`]: { expr: customers.id, joins },
    [`${prefix}.Kundenname`]: { expr: customers.kundenname, joins },
    [`${prefix}.Kundenverbindung`]: { expr: customers.kundenverbindung, joins },
    [`${prefix}.Strasse`]: { expr: customers.strasse, joins },
    [`${prefix}.Plz`]: { expr: customers.plz, joins },
    [`${prefix}.Ort`]: { expr: customers.ort, joins },
    [`${prefix}.Land`]: { expr: customers.land, joins },
  };
}
