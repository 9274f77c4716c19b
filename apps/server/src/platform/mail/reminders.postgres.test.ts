/**
 * Two instances running the reminders at once on one PostgreSQL never send one twice (FOR UPDATE SKIP LOCKED).
 * Needs a PostgreSQL server: TEST_DATABASE_URL's, or one started for this file.
 */
import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type TPostgresServer } from '../../test-support/postgres-server.js';
import { insertFixtures, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { openDatabase, type Database } from '../db/client.js';
import { mailReminders } from '../db/schema.js';
import { runDueReminders } from './reminders.js';
import { recordingRunner, TEST_KIND } from './reminder-test-support.js';

let server: TPostgresServer;
let first: Database;
let second: Database;

beforeAll(async () => {
  server = await startPostgresServer();
  const url = await server.createDatabase();
  first = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  second = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await first.migrate();
  await insertFixtures(first.db);
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await server?.close();
});

describe('reminders on several instances', () => {
  it('sends each due reminder exactly once when two runners claim at the same time', async () => {
    const now = new Date('2026-04-01T09:00:00Z');
    const rows = Array.from({ length: 240 }, (_, i) => ({
      licenseId: i % 2 ? LICENSE_A : LICENSE_B,
      kind: TEST_KIND,
      refId: `bulk-${i}`,
      to: `r${i}@example.org`,
      nextAt: new Date(now.getTime() - (i % 7) * 60_000),
      intervalSeconds: 3600,
    }));
    await first.db.insert(mailReminders).values(rows);

    const a = recordingRunner(first.db);
    const b = recordingRunner(second.db);
    const [ra, rb] = await Promise.all([runDueReminders(a.app, now), runDueReminders(b.app, now)]);

    const recipients = [...a.sent, ...b.sent].map((m) => m.to);
    expect(recipients).toHaveLength(240);
    expect(new Set(recipients).size).toBe(240);
    expect(ra.sent + rb.sent).toBe(240);
    // Both took part (the claim skips what the other holds rather than waiting for it).
    expect(ra.sent).toBeGreaterThan(0);
    expect(rb.sent).toBeGreaterThan(0);
    // And a second round at the same time finds nothing due.
    const again = await Promise.all([runDueReminders(a.app, now), runDueReminders(b.app, now)]);
    expect(again.map((r) => r.sent)).toEqual([0, 0]);
    const [finished] = await first.db.select({ n: count() }).from(mailReminders).where(isNotNull(mailReminders.finishedAt));
    expect(finished?.n).toBe(0);
  }, 60_000);
});
