/** What the reminder tests run runDueReminders with: the database, a test config, and a mailer that records. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { testConfig } from '../../test-support/test-app.js';
import type { TMailer, TOutgoingMail } from './mailer.js';
import { registerReminderKind } from './reminders.js';

export function recordingRunner(db: Db, options: { failFor?: string } = {}) {
  const sent: TOutgoingMail[] = [];
  const mailer: TMailer = {
    async send(mail) {
      // A little latency, so that concurrent runners overlap.
      await new Promise((r) => setTimeout(r, 2));
      if (mail.to === options.failFor) throw new Error('SMTP refused');
      sent.push(mail);
    },
  };
  const log = { error: () => {}, info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
  return { app: { db, config: testConfig(), mailer, log }, sent };
}

/** A kind whose mail names the reminder; refs starting with "done-" are obsolete (the renderer answers null). */
export const TEST_KIND = 'test-reminder';
registerReminderKind(TEST_KIND, async ({ reminder }) =>
  reminder.refId.startsWith('done-') ? null : { to: reminder.to, subject: `Reminder ${reminder.refId} #${reminder.sentCount}`, text: 'Please act.' },
);
