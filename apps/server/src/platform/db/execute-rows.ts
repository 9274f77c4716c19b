import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Raw SQL rows; PGlite and node-postgres both answer `{ rows }`. */
export async function executeRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
