/**
 * Forms processes (issue 11, spec 001 §2.2, §4, §5, §7; docs/api-forms.md "Forms processes"): the list of form
 * risks with their process metadata, a receivers' edit with the form's custom mail, expiry by a receiver, and the
 * XLSX export.
 *
 * Who sees a forms process: the licence's staff, its owner or creator, and its receivers (riskVisibility of the forms
 * service: the same rule opens the risk in the viewer). For everyone else it does not exist (404).
 */
import {
  formsProcessUrl,
  isStaff,
  MAIL_TEMPLATE_PLACEHOLDERS,
  mayExpireFormsProcess,
  mayShareForms,
  normalizeEmail,
  parseFormsProcessSort,
  receiversEditable,
  canWrite,
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
import type { Config } from '../../platform/config.js';
import type { TMailer } from '../../platform/mail/mailer.js';
import { mailLinkBase } from '../../platform/mail/mail-link-base.js';
import { cancelReminders, scheduleReminder } from '../../platform/mail/reminders.js';
import {
  FORMS_PROCESS_REMINDER_DEFAULT_DAYS,
  FORMS_PROCESS_REMINDER_INTERVAL_SECONDS,
  FORMS_PROCESS_REMINDER_KIND,
  formsCreatedMail,
} from './forms-process-mail.js';
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
  setMailLinkOrigin,
  type TFormsProcessRow,
} from './repository.js';

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
export async function expireFormsProcess({ db, ctx, riskId, now = new Date() }: { db: Db; ctx: TLicenseContext; riskId: string; now?: Date }): Promise<TFormsProcess> {
  const c = await caller(db, ctx);
  const row = await visibleProcess(db, ctx, riskId, now);
  if (row.state !== 'Open' && row.state !== 'Processing') throw new AppError('CONFLICT', 409, `A ${row.state} forms process cannot be expired`);
  if (!mayExpireFormsProcess({ state: row.state, receivers: row.receivers }, c.email)) throw forbidden('Only a receiver may expire a forms process');
  if (!(await expireRisk(db, ctx.licenseId, riskId))) throw new AppError('CONFLICT', 409, 'The forms process changed meanwhile');
  await cancelReminders(db, { licenseId: ctx.licenseId, kind: FORMS_PROCESS_REMINDER_KIND, refId: riskId });
  return toFormsProcess(await visibleProcess(db, ctx, riskId, now), c);
}

/**
 * Replaces the receivers (403 without CanShareForms, 409 once sent or expired), mails the custom template to those of
 * SendMail (409 when the form has no template) with reminders every three days until valid-until (or two weeks), and
 * cancels the process's reminders when asked. The mails go out after the receivers are stored (the mailer's rule);
 * a mail that fails is logged by the mailer and does not undo the change.
 */
export async function editFormsProcessReceivers({
  db,
  mailer,
  config,
  ctx,
  id,
  input,
  origin,
  now = new Date(),
}: {
  db: Db;
  mailer: TMailer;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
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
  // Reminders of receivers who were removed stop in any case; all of them when asked.
  if (input.CancelReminders) await cancelReminders(db, { licenseId: ctx.licenseId, kind: FORMS_PROCESS_REMINDER_KIND, refId: id });
  else for (const gone of row.receivers.filter((r) => !receivers.includes(r))) await cancelReminders(db, { licenseId: ctx.licenseId, kind: FORMS_PROCESS_REMINDER_KIND, refId: id, to: gone });
  let sent = 0;
  if (template) {
    const sender = (await findUserEmail(db, ctx.userId))?.name ?? '';
    const linkBase = mailLinkBase(config, origin);
    // Reminders are sent without a request: they link to where this mail does.
    if (!config.PUBLIC_URL) await setMailLinkOrigin(db, ctx.licenseId, row.id, linkBase);
    const remindUntil = row.validUntil ? new Date(row.validUntil) : new Date(now.getTime() + FORMS_PROCESS_REMINDER_DEFAULT_DAYS * 86_400_000);
    for (const to of sendTo) {
      const mail = await formsCreatedMail(db, {
        licenseId: ctx.licenseId,
        licenseName: ctx.license.name,
        template,
        productName: row.productName,
        productId: row.productId,
        riskId: row.id,
        validUntil: row.validUntil ? new Date(row.validUntil) : null,
        sender,
        to,
        linkBase,
      });
      // The receivers are stored by now; a mail that fails (logged by the mailer) is not counted and gets no reminders.
      const ok = await mailer.send(mail).then(
        () => true,
        () => false,
      );
      if (!ok) continue;
      sent += 1;
      await scheduleReminder(db, {
        licenseId: ctx.licenseId,
        kind: FORMS_PROCESS_REMINDER_KIND,
        refId: row.id,
        to,
        firstAt: new Date(now.getTime() + FORMS_PROCESS_REMINDER_INTERVAL_SECONDS * 1000),
        intervalSeconds: FORMS_PROCESS_REMINDER_INTERVAL_SECONDS,
        until: remindUntil,
      });
    }
  }
  return { Process: toFormsProcess(await visibleProcess(db, ctx, id, now), c), MailsSent: sent, RemindersCancelled: input.CancelReminders };
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
