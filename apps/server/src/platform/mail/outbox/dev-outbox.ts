/**
 * The dev outbox read side: a licence's admins page through the mails the portal kept instead of sending them
 * (no SMTP_URL). Only the licence's own mails: a mail without a licence (none are sent yet; a password mail would
 * be one) may concern a user of any licence, and one licence's admin must not read it.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { isLicenseAdmin, type TDevOutboxMail, type TDevOutboxMailSummary, type TDevOutboxPage, type TDevOutboxQuery } from '@portal/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { forbidden, notFound } from '../../errors.js';
import type { TLicenseContext } from '../../license-context.js';
import { devOutboxActive } from '../mailer.js';
import { mailLinks } from './mail-links.js';

type TOutboxAccess = { db: Db; config: Pick<Config, 'SMTP_URL'>; ctx: TLicenseContext };

/** 404 while mail goes out by SMTP (there is no outbox then), 403 for anyone but the licence's admins. */
function checkAccess({ config, ctx }: TOutboxAccess): void {
  if (!devOutboxActive(config)) throw notFound('Mail is sent by SMTP; there is no dev outbox');
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators read the dev outbox');
}

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  createdAt: mailOutbox.createdAt,
  attachments: mailOutbox.attachments,
};

type TSummaryRow = { id: string; to: string; subject: string; createdAt: Date; attachments: readonly unknown[] };

const toSummary = (row: TSummaryRow): TDevOutboxMailSummary => ({
  Id: row.id,
  To: row.to,
  Subject: row.subject,
  CreatedAt: row.createdAt.toISOString(),
  AttachmentCount: row.attachments.length,
});

export async function listOutboxMails(access: TOutboxAccess & { query: TDevOutboxQuery }): Promise<TDevOutboxPage> {
  checkAccess(access);
  const { db, ctx, query } = access;
  const scope = eq(mailOutbox.licenseId, ctx.licenseId);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(mailOutbox)
      .where(scope)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(mailOutbox).where(scope),
  ]);
  return { Items: rows.map(toSummary), Total: total?.n ?? 0, Page: query.page, PageSize: query.pageSize };
}

export async function getOutboxMail(access: TOutboxAccess & { mailId: string }): Promise<TDevOutboxMail> {
  checkAccess(access);
  const { db, ctx, mailId } = access;
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.licenseId, ctx.licenseId), eq(mailOutbox.id, mailId)));
  if (!row) throw notFound('No such mail in this licence\'s outbox');
  return {
    ...toSummary(row),
    From: row.from,
    ReplyTo: row.replyTo,
    Text: row.text,
    Html: row.html,
    Links: mailLinks({ html: row.html, text: row.text }),
    Attachments: row.attachments.map((a) => ({ Filename: a.filename, ContentType: a.contentType, Size: a.size })),
  };
}
