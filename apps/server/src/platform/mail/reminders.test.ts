/** Reminder mails on the test database: scheduling, one send per due slot, cancelling, `until`, obsolete ones. */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { mailReminders } from '../db/schema.js';
import { openTestDatabase } from '../db/test-database.js';
import { insertFixtures, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { cancelReminders, runDueReminders, scheduleReminder } from './reminders.js';
import { recordingRunner, TEST_KIND } from './reminder-test-support.js';

const T0 = new Date('2026-03-02T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const HOUR = 3600;

describe('reminder mails', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await insertFixtures(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  // Each test starts with no running series (they share the database and its clock goes forward only in steps).
  afterEach(async () => {
    await database.db.update(mailReminders).set({ cancelledAt: new Date() }).where(isNull(mailReminders.cancelledAt));
  });

  it('sends a due reminder once per slot, then at the next slot, until cancelled', async () => {
    const { app, sent } = recordingRunner(database.db);
    await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r1', to: 'a@example.org', firstAt: at(1), intervalSeconds: 24 * HOUR });
    expect(await runDueReminders(app, at(0.5))).toEqual({ sent: 0, obsolete: 0, failed: 0 });
    expect(await runDueReminders(app, at(1))).toEqual({ sent: 1, obsolete: 0, failed: 0 });
    expect(await runDueReminders(app, at(2))).toEqual({ sent: 0, obsolete: 0, failed: 0 });
    expect(sent).toEqual([{ to: 'a@example.org', subject: 'Reminder r1 #1', text: 'Please act.', licenseId: LICENSE_A }]);
    // Three days later: one reminder for the missed slots, not three.
    expect((await runDueReminders(app, at(1 + 72))).sent).toBe(1);
    expect(sent.at(-1)?.subject).toBe('Reminder r1 #2');
    const [row] = await database.db.select().from(mailReminders).where(eq(mailReminders.refId, 'r1'));
    expect(row?.nextAt).toEqual(at(1 + 96));

    expect(await cancelReminders(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r1' })).toBe(1);
    expect((await runDueReminders(app, at(1 + 24 * 30))).sent).toBe(0);
  });

  it('stops after `until` and finishes the series', async () => {
    const { app, sent } = recordingRunner(database.db);
    await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r2', to: 'b@example.org', firstAt: at(0), intervalSeconds: HOUR, until: at(1.5) });
    expect((await runDueReminders(app, at(0))).sent).toBe(1);
    expect((await runDueReminders(app, at(1))).sent).toBe(1);
    expect((await runDueReminders(app, at(2))).sent).toBe(0);
    expect((await runDueReminders(app, at(10))).sent).toBe(0);
    expect(sent.map((m) => m.subject)).toEqual(['Reminder r2 #1', 'Reminder r2 #2']);
    const [row] = await database.db.select().from(mailReminders).where(eq(mailReminders.refId, 'r2'));
    expect(row?.finishedAt).not.toBeNull();
    // Nothing to send at all when until lies before the first reminder.
    expect(await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r2b', to: 'b@example.org', firstAt: at(5), intervalSeconds: HOUR, until: at(4) })).toBeNull();
  });

  it('cancels one recipient of a thing only, in its licence only', async () => {
    const { app, sent } = recordingRunner(database.db);
    for (const to of ['c1@example.org', 'c2@example.org']) {
      await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r3', to, firstAt: at(100), intervalSeconds: HOUR });
    }
    await scheduleReminder(database.db, { licenseId: LICENSE_B, kind: TEST_KIND, refId: 'r3', to: 'c1@example.org', firstAt: at(100), intervalSeconds: HOUR });
    expect(await cancelReminders(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r3', to: 'c1@example.org' })).toBe(1);
    await runDueReminders(app, at(100));
    expect(sent.map((m) => [m.licenseId, m.to]).sort()).toEqual([
      [LICENSE_A, 'c2@example.org'],
      [LICENSE_B, 'c1@example.org'],
    ]);
  });

  it('rescheduling replaces the running series instead of doubling it', async () => {
    const { app, sent } = recordingRunner(database.db);
    await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r4', to: 'd@example.org', firstAt: at(200), intervalSeconds: HOUR });
    await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r4', to: 'd@example.org', firstAt: at(200), intervalSeconds: HOUR });
    expect((await runDueReminders(app, at(200))).sent).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('ends an obsolete series (renderer answers null) and goes on after a failed send', async () => {
    const { app, sent } = recordingRunner(database.db, { failFor: 'fail@example.org' });
    await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'done-r5', to: 'e@example.org', firstAt: at(300), intervalSeconds: HOUR });
    await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r6', to: 'fail@example.org', firstAt: at(300), intervalSeconds: HOUR });
    expect(await runDueReminders(app, at(300))).toEqual({ sent: 0, obsolete: 1, failed: 1 });
    const rows = await database.db.select().from(mailReminders).where(and(eq(mailReminders.licenseId, LICENSE_A), eq(mailReminders.kind, TEST_KIND)));
    expect(rows.find((r) => r.refId === 'done-r5')?.finishedAt).not.toBeNull();
    expect(rows.find((r) => r.refId === 'r6')?.finishedAt).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('refuses intervals under a minute', async () => {
    await expect(scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'r7', to: 'f@example.org', firstAt: at(0), intervalSeconds: 5 })).rejects.toThrow(RangeError);
  });
});
