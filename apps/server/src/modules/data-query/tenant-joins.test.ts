import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DATA_TYPES } from '@portal/domain';
import { dataTypeDefinition } from './type-registry.js';

/**
 * Every join of the generic query between tenant tables keeps to one licence by license_id (same-license.ts):
 * without it PostgreSQL scans a whole (license_id, id) key per row, and Citus cannot join distributed tables.
 */
const dialect = new PgDialect();
const render = (s: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(s).sql;

describe('joins of the generic query', () => {
  const joins = DATA_TYPES.flatMap((type) => {
    const def = dataTypeDefinition(type);
    if (!def) return [];
    const own = Object.entries(def.joins).map(([key, join]) => [`${type} ${key}`, render(join)] as const);
    const from = render(def.from);
    return /\bJOIN\b/i.test(from) ? [[`${type} from`, from] as const, ...own] : own;
  });

  it('exist for the types', () => {
    expect(joins.length).toBeGreaterThan(10);
  });

  it.each(joins)('%s matches license_id on both sides', (_name, text) => {
    for (const on of text.split(/\bJOIN\b/i).slice(1)) {
      expect(on, text).toMatch(/"\w+"\."license_id" = "\w+"\."license_id"/);
    }
  });
});
