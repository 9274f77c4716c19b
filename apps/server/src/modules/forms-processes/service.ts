/**
 * Forms processes (issue 11, spec 001 §2.2, §4, §5, §7; docs/api-forms.md "Forms processes"): the list of form
 * risks with their process metadata, a receivers' edit with the form's custom mail, expiry by a receiver, and the
 * XLSX export.
 *
 * Who sees a forms process: the licence's staff, its owner or creator, and its receivers (riskVisibility of the forms
 * service: the same rule opens the risk in the viewer). For everyone else it does not exist (404).
 */
import {
  fillMailTemplate,
  formsProcessUrl,
  isStaff,
  MAIL_TEMPLATE_PLACEHOLDERS,
  mayExpireFormsProcess,
  mayShareForms,
  normalizeEmail,
  parseFormsProcessSort,
  receiversEditable,
  canWrite,
  formatDate,
  FORMS_PROCESS_EXPORT_MAX,
  type TEditFormsProcessReceivers,
  type TExportFormsProcesses,
  type TEditFormsProcessReceiversResult,
  type TFormMailTemplate,
  type TFormsProcess,
  type TFormsProcessList,
  type TFormsProcessListQuery,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import type { TFormsProcessMail } from './mail-port.js';
import { findProduct } from '../forms/repository.js';
import { riskVisibility } from '../forms/service.js';
import { formsProcessWorkbook } from './export.js';
import {
  expireRisk,
  findMailTemplate,
  findUserEmail,
  replaceReceivers,
  selectFormsProcess,
  selectFormsProcesses,
  selectFormsProcessesForExport,
  selectGroupNames,
  type TFormsProcessRow,
} from './repository.js';

/** The reminder kind of forms-process mails (platform/mail/reminders.ts). */
export const FORMS_PROCESS_REMINDER_KIND = 'forms-process';

type TCaller = { ctx: TLicenseContext; email: string | null };

async function caller(db: Db, ctx: TLicenseContext): Promise<TCaller> {
  return { ctx, email: (await findUserEmail(db, ctx.userId))?.email ?? null };
}

/** May the caller change the receivers: CanShareForms not false, writing allowed, and the process still open. */
const mayEditReceivers = (c: TCaller, row: TFormsProcessRow): boolean =>
  canWrite(c.ctx.permission) && mayShareForms(c.ctx.permission.permissions) && receiversEditable(row.state);

function toFormsProcess(row: TFormsProcessRow, c: TCaller): TFormsProcess {
  return {
    Id: row.id,
    RiskId: row.id,
    AssfinetformsId: row.productId,
    Assfinetform: row.productName,
    Kontext: (row.contextKind as TFormsProcess['Kontext']) ?? null,
    Kundenname: row.kundenname,
    VertragsNr: row.vertragsnr,
    Schadenvorgang: row.schadenvorgang,
    Adresse: row.adresse,
    Status: row.state,
    Anlagedatum: new Date(row.createdAt).toISOString(),
    ValidUntilDate: row.validUntil ? new Date(row.validUntil).toISOString() : null,
    Creator: row.creator,
    Receivers: row.receivers,
    Url: formsProcessUrl(row.productId, row.id),
    Group: row.groupName ? { Name: row.groupName } : null,
    CanExpire: canWrite(c.ctx.permission) && mayExpireFormsProcess({ state: row.state, receivers: row.receivers }, c.email),
    CanEditReceivers: mayEditReceivers(c, row),
  };
}

export async function listFormsProcesses({ db, ctx, query, now = new Date() }: { db: Db; ctx: TLicenseContext; query: TFormsProcessListQuery; now?: Date }): Promise<TFormsProcessList> {
  const c = await caller(db, ctx);
  const visible = riskVisibility(ctx);
  const { key, desc } = parseFormsProcessSort(query.sort);
  const { rows, total } = await selectFormsProcesses(
    db,
    { licenseId: ctx.licenseId, visible, now, states: query.state, title: query.title, group: query.group },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize, sort: key, desc },
  );
  return { Items: rows.map((r) => toFormsProcess(r, c)), Total: total, Page: query.page, PageSize: query.pageSize, Groups: await selectGroupNames(db, ctx.licenseId, visible) };
}

async function visibleProcess(db: Db, ctx: TLicenseContext, id: string, now: Date): Promise<TFormsProcessRow> {
  const row = await selectFormsProcess(db, { licenseId: ctx.licenseId, visible: riskVisibility(ctx), now }, id);
  if (!row) throw notFound('Forms process not found');
  return row;
}

export async function getFormsProcess({ db, ctx, id, now = new Date() }: { db: Db; ctx: TLicenseContext; id: string; now?: Date }): Promise<TFormsProcess> {
  return toFormsProcess(await visibleProcess(db, ctx, id, now), await caller(db, ctx));
}

/**
 * Spec 001 §4: Open or Processing (409 CONFLICT otherwise) and the caller among the receivers (403 otherwise; staff
 * are no exception — expiring is the receiver's "I will not fill this in").
 */
export async function expireFormsProcess({ db, mail, ctx, riskId, now = new Date() }: { db: Db; mail: TFormsProcessMail; ctx: TLicenseContext; riskId: string; now?: Date }): Promise<TFormsProcess> {
  const c = await caller(db, ctx);
  const row = await visibleProcess(db, ctx, riskId, now);
  if (row.state !== 'Open' && row.state !== 'Processing') throw new AppError('CONFLICT', 409, `A ${row.state} forms process cannot be expired`);
  if (!mayExpireFormsProcess({ state: row.state, receivers: row.receivers }, c.email)) throw forbidden('Only a receiver may expire a forms process');
  if (!(await expireRisk(db, ctx.licenseId, riskId))) throw new AppError('CONFLICT', 409, 'The forms process changed meanwhile');
  await mail.cancelReminders({ licenseId: ctx.licenseId, kind: FORMS_PROCESS_REMINDER_KIND, refId: riskId });
  return toFormsProcess(await visibleProcess(db, ctx, riskId, now), c);
}

const placeholderValues = (row: Pick<TFormsProcessRow, 'productName' | 'validUntil'>, link: string, to: string, sender: string, licenseName: string) => ({
  Formular: row.productName,
  Link: link,
  Empfaenger: to,
  Absender: sender,
  Makler: licenseName,
  GueltigBis: (row.validUntil ? formatDate(new Date(row.validUntil)) : null) ?? '–',
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * Replaces the receivers (403 without CanShareForms, 409 once sent or expired), mails the custom template to those of
 * SendMail (409 when the form has no template) and cancels the process's reminders when asked. The mails go out
 * after the receivers are stored; a mail that fails is logged by the mailer and does not undo the change.
 */
export async function editFormsProcessReceivers({
  db,
  mail,
  ctx,
  id,
  input,
  origin,
  now = new Date(),
}: {
  db: Db;
  mail: TFormsProcessMail;
  ctx: TLicenseContext;
  id: string;
  input: TEditFormsProcessReceivers;
  origin: string;
  now?: Date;
}): Promise<TEditFormsProcessReceiversResult> {
  const c = await caller(db, ctx);
  const row = await visibleProcess(db, ctx, id, now);
  if (!mayShareForms(ctx.permission.permissions)) throw forbidden('You may not share forms');
  if (!receiversEditable(row.state)) throw new AppError('CONFLICT', 409, `The receivers of a ${row.state} forms process cannot be changed`);
  const receivers = [...new Set(input.Receivers.map(normalizeEmail))];
  const sendTo = [...new Set(input.SendMail.map(normalizeEmail))];
  const template = sendTo.length ? await findMailTemplate(db, ctx.licenseId, row.productId) : undefined;
  if (sendTo.length && !template) throw new AppError('CONFLICT', 409, 'The form has no custom mail template', [{ path: 'SendMail', message: 'No custom mail template for this form' }]);
  await replaceReceivers(db, ctx.licenseId, id, receivers);
  let cancelled = false;
  if (input.CancelReminders) {
    await mail.cancelReminders({ licenseId: ctx.licenseId, kind: FORMS_PROCESS_REMINDER_KIND, refId: id });
    cancelled = true;
  }
  let sent = 0;
  if (template) {
    const sender = (await findUserEmail(db, ctx.userId))?.name ?? '';
    const link = `${origin}${formsProcessUrl(row.productId, row.id)}`;
    for (const to of sendTo) {
      const values = placeholderValues(row, link, to, sender, ctx.license.name);
      const text = fillMailTemplate(template.body, values);
      const html = `<p>${escapeHtml(text).replace(/\n{2,}/g, '</p><p>').replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(row.productName)}</a></p>`;
      await mail.send({ to, subject: fillMailTemplate(template.subject, values), text, html, licenseId: ctx.licenseId });
      sent += 1;
    }
  }
  return { Process: toFormsProcess(await visibleProcess(db, ctx, id, now), c), MailsSent: sent, RemindersCancelled: cancelled };
}

/**
 * The visible risks of RiskIds, or those the list's Filter selects (export all, a group's export), as an XLSX: ids
 * the caller cannot see are left out; none at all: 404.
 */
export async function exportFormsProcesses({ db, ctx, input, now = new Date() }: { db: Db; ctx: TLicenseContext; input: TExportFormsProcesses; now?: Date }): Promise<Buffer> {
  const c = await caller(db, ctx);
  const base = { licenseId: ctx.licenseId, visible: riskVisibility(ctx), now };
  const rows = await selectFormsProcessesForExport(
    db,
    input.RiskIds ? { ...base, riskIds: [...new Set(input.RiskIds)] } : { ...base, states: input.Filter?.State, title: input.Filter?.Title, group: input.Filter?.Group },
    FORMS_PROCESS_EXPORT_MAX,
  );
  if (!rows.length) throw notFound('None of the forms processes was found');
  return formsProcessWorkbook(rows.map((r) => toFormsProcess(r, c)), ctx.license.name);
}

/** The licence's custom mail of a form product; Template null when it has none. 404 for a product of no licence held. */
export async function getFormMailTemplate({ db, ctx, productId }: { db: Db; ctx: TLicenseContext; productId: string }): Promise<TFormMailTemplate> {
  const product = await findProduct(db, ctx.licenseId, productId);
  if (!product) throw notFound('Form product not found');
  // End customers fill forms in; the template is the broker's text and of no use to them.
  const template = isStaff(ctx.permission) || mayShareForms(ctx.permission.permissions) ? await findMailTemplate(db, ctx.licenseId, productId) : undefined;
  return { ProductId: productId, Template: template ? { Subject: template.subject, Body: template.body, Placeholders: [...MAIL_TEMPLATE_PLACEHOLDERS] } : null };
}
