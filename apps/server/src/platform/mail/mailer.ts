/**
 * Outgoing mail. With SMTP_URL set every mail goes out through that server (nodemailer); without it, it goes
 * into the `mail_outbox` table, which licence admins read at the dev outbox page (/dev-postausgang).
 *
 * Rules for callers:
 *  - Send after the database transaction that caused the mail has committed, never inside it: a rolled-back
 *    change must not have mailed anyone, and a slow SMTP server must not hold a transaction (or PGlite's one
 *    connection) open. Services return what to mail, or call `send` after `db.transaction(…)` resolved.
 *  - A mail failure is logged here and rejects `send`. A caller that must know (a sign request whose mail did
 *    not go out) awaits it and decides; everyone else hands the mail to `sendInBackground`, so that the user's
 *    request never fails because of the mail.
 *  - Set `licenseId` whenever the mail belongs to a licence: the dev outbox shows a licence's admins only the
 *    mails of their licence.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export type TOutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  licenseId?: string | null;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type TMailer = { send(mail: TOutgoingMail): Promise<void> };

/** Where mail goes: `smtp` (SMTP_URL) or the dev `outbox` table. */
export type TMailTransportKind = 'smtp' | 'outbox';

type TMailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;

/** Only what the mailer logs; Fastify's logger and pino both fit. */
type TMailLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

const SILENT: TMailLog = { info: () => {}, error: () => {} };

export const mailTransportKind = (config: Pick<Config, 'SMTP_URL'>): TMailTransportKind => (config.SMTP_URL ? 'smtp' : 'outbox');

/** Whether the dev outbox is where mail goes (and so whether its page and API exist). */
export const devOutboxActive = (config: Pick<Config, 'SMTP_URL'>): boolean => mailTransportKind(config) === 'outbox';

export function createMailer(config: TMailerConfig, db: Db, log: TMailLog = SILENT): TMailer {
  const deliver = config.SMTP_URL ? smtpDelivery(config.SMTP_URL, config.MAIL_FROM) : outboxDelivery(db, config.MAIL_FROM);
  const transport = mailTransportKind(config);
  return {
    async send(mail) {
      try {
        await deliver(mail);
        // The recipient's address is personal data: the log names the licence and subject only.
        log.info({ mail: { transport, licenseId: mail.licenseId ?? null, subject: mail.subject } }, 'mail sent');
      } catch (err) {
        log.error({ err, mail: { transport, licenseId: mail.licenseId ?? null, subject: mail.subject } }, 'mail failed');
        throw err;
      }
    },
  };
}

/** Sends without making the caller wait or fail: for mails whose loss the user's request need not know about. */
export function sendInBackground(mailer: TMailer, mail: TOutgoingMail): void {
  // `send` has already logged the failure.
  mailer.send(mail).catch(() => {});
}

function smtpDelivery(smtpUrl: string, from: string): (mail: TOutgoingMail) => Promise<void> {
  // One transport per process (SMTP_URL may ask for a pool: `?pool=true`).
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return async (mail) => {
    await transporter.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })) } : {}),
    });
  };
}

function outboxDelivery(db: Db, from: string): (mail: TOutgoingMail) => Promise<void> {
  return async (mail) => {
    await db.insert(mailOutbox).values({
      licenseId: mail.licenseId ?? null,
      from,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      // The outbox shows what was attached; the bytes stay with whatever produced them.
      attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
    });
  };
}
