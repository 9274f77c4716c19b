/**
 * What forms processes need of the mail platform: sending a mail and cancelling a process's reminders. One seam, so
 * that the service is tested against the real platform (platform/mail) and nothing else knows how it is reached.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { mailOutbox } from '../../platform/db/schema.js';

export type TFormsProcessMailMessage = { to: string; subject: string; text: string; html?: string; licenseId?: string | null };
export type TFormsProcessMail = {
  send(mail: TFormsProcessMailMessage): Promise<void>;
  cancelReminders(target: { licenseId: string; kind: string; refId: string }): Promise<void>;
};

// TODO(mail merge): app.mailer.send and platform/mail/reminders cancelReminders once the mail branch is in main;
// until then the mail lands in the outbox table the mailer writes to without SMTP, and there are no reminders yet.
export function formsProcessMail(app: FastifyInstance & { db: Db }): TFormsProcessMail {
  return {
    send: async (mail) => {
      await app.db.insert(mailOutbox).values({ licenseId: mail.licenseId ?? null, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
    cancelReminders: async () => {},
  };
}
