/**
 * The dev outbox (issue 11, docs/api-platform.md "Dev outbox"): with no SMTP server configured the portal keeps
 * every mail it sends in a table; a licence's admins read their licence's mails at /dev-postausgang.
 */
import { z } from 'zod';

export const DEV_OUTBOX_PAGE_SIZES = [10, 25, 50] as const;

export const ZDevOutboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page, from 1.'),
  pageSize: z.coerce.number().int().min(1).max(100).default(25).describe('Mails per page (1–100).'),
});
export type TDevOutboxQuery = z.infer<typeof ZDevOutboxQuery>;

export const ZDevOutboxAttachment = z.object({
  Filename: z.string(),
  ContentType: z.string(),
  Size: z.number().int().describe('Bytes.'),
});

export const ZDevOutboxMailSummary = z.object({
  Id: z.uuid(),
  To: z.string(),
  Subject: z.string(),
  CreatedAt: z.iso.datetime(),
  AttachmentCount: z.number().int(),
});
export type TDevOutboxMailSummary = z.infer<typeof ZDevOutboxMailSummary>;

export const ZDevOutboxPage = z.object({
  Items: z.array(ZDevOutboxMailSummary).describe('Newest first.'),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type TDevOutboxPage = z.infer<typeof ZDevOutboxPage>;

export const ZDevOutboxMail = ZDevOutboxMailSummary.extend({
  From: z.string(),
  ReplyTo: z.string().nullable(),
  Text: z.string(),
  Html: z.string().nullable().describe('The HTML part as sent; show it sandboxed (no scripts, no same origin).'),
  Links: z.array(z.string()).describe('Every http(s) link of the mail (HTML hrefs and links in the text), in order, without repeats.'),
  Attachments: z.array(ZDevOutboxAttachment).describe('What was attached (the bytes are not kept).'),
});
export type TDevOutboxMail = z.infer<typeof ZDevOutboxMail>;

/** POST /api/v1/Mail/Test: a test mail to the admin's own address, through SMTP or into the dev outbox. */
export const ZMailTestResult = z.object({
  To: z.string().describe('Where the test mail went: the address of the logged-in admin.'),
  Transport: z.enum(['smtp', 'outbox']).describe('smtp: handed to the SMTP server (SMTP_URL); outbox: kept in the dev outbox.'),
});
export type TMailTestResult = z.infer<typeof ZMailTestResult>;
