import { sql } from 'drizzle-orm';
import { intermediaries } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';

export const intermediaryType: TypeDefinition = {
  type: 'Vermittler',
  from: sql`${intermediaries}`,
  licenseColumn: intermediaries.licenseId,
  idColumn: intermediaries.id,
  joins: {},
  columns: {
    Id: { expr: intermediaries.id, notNull: true },
    Code: { expr: intermediaries.code, notNull: true },
    Name: { expr: intermediaries.name, notNull: true },
    Name2: { expr: intermediaries.name2 },
    Name3: { expr: intermediaries.name3 },
    Amsidnr: { expr: intermediaries.amsidnr },
    Active: { expr: intermediaries.active, notNull: true },
  },
  defaultSorts: [{ Property: 'Name', Direction: 'asc' }],
};
