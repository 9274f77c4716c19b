/**
 * The mailer against a real SMTP server started here (smtp-server), each received message parsed with
 * mailparser; and the dev outbox path when no SMTP_URL is set.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { openTestDatabase } from '../db/test-database.js';
import { testConfig } from '../../test-support/test-app.js';
import { insertFixtures, LICENSE_A } from '../../test-support/fixtures.js';
import { createMailer, sendInBackground, type TOutgoingMail } from './mailer.js';
import { renderMail } from './mail-layout.js';

type TReceived = { envelopeTo: string[]; mail: ParsedMail };

/** An SMTP server on a free local port that keeps every message it receives, parsed; `reject` refuses them. */
async function startSmtpServer(): Promise<{ url: string; received: TReceived[]; reject: { on: boolean }; close: () => Promise<void> }> {
  const received: TReceived[] = [];
  const reject = { on: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (reject.on) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, reject, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const pdf = Buffer.from('%PDF-1.7\n% a tiny test attachment\n');

function sampleMail(licenseId: string | null): TOutgoingMail {
  const rendered = renderMail({
    language: 'de',
    title: 'Bitte unterschreiben Sie „Antrag Hausrat“',
    paragraphs: ['Guten Tag,', 'bitte unterschreiben Sie das Dokument.'],
    button: { label: 'Dokument öffnen', url: 'https://portal.example/signieren/abc?x=1&y=2' },
    licenseName: 'Muster Makler GmbH',
  });
  return {
    to: 'kundin@example.org',
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    licenseId,
    replyTo: 'makler@example.org',
    attachments: [{ filename: 'Antrag.pdf', content: pdf, contentType: 'application/pdf' }],
  };
}

describe('the mailer', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    await insertFixtures(database.db);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  it('sends through SMTP_URL: sender, recipient, subject, text, HTML and attachment arrive', async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: '"Portal Test" <noreply@portal.test>' });
    const mailer = createMailer(config, database.db);
    await mailer.send(sampleMail(LICENSE_A));

    expect(smtp.received).toHaveLength(1);
    const { envelopeTo, mail } = smtp.received[0] as TReceived;
    expect(envelopeTo).toEqual(['kundin@example.org']);
    expect(mail.from?.value).toEqual([{ name: 'Portal Test', address: 'noreply@portal.test' }]);
    expect(mail.subject).toBe('Bitte unterschreiben Sie „Antrag Hausrat“');
    expect(mail.replyTo?.value[0]?.address).toBe('makler@example.org');
    expect(mail.text).toContain('bitte unterschreiben Sie das Dokument.');
    expect(mail.text).toContain('https://portal.example/signieren/abc?x=1&y=2');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('href="https://portal.example/signieren/abc?x=1&amp;y=2"');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('Antrag.pdf');
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(Buffer.compare(mail.attachments[0]?.content as Buffer, pdf)).toBe(0);
    // Nothing went into the outbox.
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'kundin@example.org'))).toHaveLength(0);
  });

  it('rejects send when the server refuses, and sendInBackground swallows it', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer(testConfig({ SMTP_URL: smtp.url }), database.db, { info: () => {}, error: (obj: unknown) => void errors.push(obj) });
    smtp.reject.on = true;
    try {
      await expect(mailer.send(sampleMail(null))).rejects.toThrow();
      expect(errors).toHaveLength(1);
      sendInBackground(mailer, sampleMail(null));
      await expect.poll(() => errors.length).toBe(2);
    } finally {
      smtp.reject.on = false;
    }
  });

  it('keeps the mail in the outbox without SMTP_URL (attachment as name, type and size)', async () => {
    const mailer = createMailer(testConfig(), database.db);
    await mailer.send(sampleMail(LICENSE_A));
    const rows = await database.db.select().from(mailOutbox).where(and(eq(mailOutbox.licenseId, LICENSE_A), eq(mailOutbox.to, 'kundin@example.org')));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      from: '"Maklerportal" <no-reply@portal.localhost>',
      to: 'kundin@example.org',
      replyTo: 'makler@example.org',
      subject: 'Bitte unterschreiben Sie „Antrag Hausrat“',
      attachments: [{ filename: 'Antrag.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    expect(row?.html).toContain('Dokument öffnen');
  });
});
