/** The server's reminder runner: started with the app, sends what is due on its own, stops with the app. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '../../app.js';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { openTestDatabase } from '../db/test-database.js';
import { insertFixtures, LICENSE_A } from '../../test-support/fixtures.js';
import { readyAndHeld, testConfig } from '../../test-support/test-app.js';
import { scheduleReminder } from './reminders.js';
import { TEST_KIND } from './reminder-test-support.js';

describe('the reminder runner', () => {
  let database: Database;
  let app: TApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    await insertFixtures(database.db);
    app = await readyAndHeld(await buildApp({ database, config: testConfig({ REMINDER_POLL_SECONDS: '1' }), startReminders: true }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sends a due reminder by itself, into the outbox', async () => {
    await scheduleReminder(database.db, { licenseId: LICENSE_A, kind: TEST_KIND, refId: 'runner-1', to: 'runner@example.org', firstAt: new Date(Date.now() - 1000), intervalSeconds: 3600 });
    await expect
      .poll(async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'runner@example.org'))).map((m) => m.subject), { timeout: 10_000, interval: 250 })
      .toEqual(['Reminder runner-1 #1']);
  });
});
