import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { StatementNames } from './statement-names.js';

/** Drizzle's own steps behind `db.execute`, reached so that a statement name can be passed (it has no option for it). */
type TDrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): { execute(): Promise<unknown> } };
};

/** The databases whose hot statements are prepared (PostgreSQL unless turned off), each with its own names. */
const statementNames = new WeakMap<Db, StatementNames>();

export function prepareHotStatements(db: Db): void {
  statementNames.set(db, new StatementNames());
}

/** Raw SQL rows; PGlite and node-postgres both answer `{ rows }`. Hot statements run prepared (statement-names.ts). */
export async function executeRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const names = statementNames.get(db);
  if (!names) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const drizzle = db as unknown as TDrizzleInternals;
  const built = drizzle.dialect.sqlToQuery(query);
  const result = (await drizzle.session.prepareQuery(built, undefined, names.nameFor(built.sql), false).execute()) as { rows: T[] };
  return result.rows;
}
