import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.js';
import { executeRows } from './execute-rows.js';

/**
 * The embedded database gives the event loop a turn between statements: with 50 statements queued, a callback
 * scheduled for the next turn (as reading a socket or accepting a connection is) runs long before the last of
 * them, instead of after all of them (statement-yield.ts).
 */
describe('statements on the embedded database under load', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
  }, 60_000);
  afterAll(() => database.close());

  it('lets the event loop turn between queued statements', async () => {
    const done: number[] = [];
    let turnAt = -1;
    const statements = Array.from({ length: 50 }, (_, i) =>
      executeRows(database.db, sql`select ${i}::int as n, pg_catalog.md5(repeat('x', 1000)) as h`).then(() => done.push(i)),
    );
    setImmediate(() => {
      turnAt = done.length;
    });
    await Promise.all(statements);
    expect(done).toHaveLength(50);
    expect(turnAt).toBeGreaterThanOrEqual(0);
    expect(turnAt).toBeLessThan(10);
  });
});
