import { Param, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

type TBuiltQuery<T> = { prepare(name: string): { execute(): Promise<T> }; execute(): Promise<T> };
/** What node-postgres' prepared query of Drizzle holds: its text, and the configs it hands to `client.query`. */
type TNodePgPrepared = { queryString?: unknown; rawQueryConfig?: { name?: string }; queryConfig?: { name?: string } };

/**
 * A Drizzle query (select …) run like executeRows: as a named statement once it is hot. The query is rendered once
 * (prepare), its text named, and the name set on the configs node-postgres receives: `prepare(name)` alone would
 * need the text, and so a second rendering, before it.
 */
export function executeQuery<T>(db: Db, query: TBuiltQuery<T>): Promise<T> {
  const names = statementNames.get(db);
  if (!names) return query.execute();
  const prepared = query.prepare('');
  const configs = prepared as TNodePgPrepared;
  if (typeof configs.queryString !== 'string' || !configs.rawQueryConfig || !configs.queryConfig) return prepared.execute();
  const name = names.nameFor(configs.queryString);
  configs.rawQueryConfig.name = name;
  configs.queryConfig.name = name;
  return prepared.execute();
}

/**
 * `column = any($1)` with the ids as one array parameter: unlike `IN ($1, $2, …)` its text is the same for any
 * number of ids, so it is one prepared statement, not one per page size. PostgreSQL plans both alike.
 */
export const idIn = (column: PgColumn, ids: readonly string[]): SQL => sql`${column} = any(${new Param([...ids])}::${sql.raw(column.getSQLType())}[])`;
