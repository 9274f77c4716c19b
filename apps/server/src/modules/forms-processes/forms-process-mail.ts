/**
 * The mails of forms processes (spec 001 §2.3, §7 "Send forms-created mail", "Cancel notifications"): the licence's
 * custom template of the form, filled in and laid out as every portal mail is, sent to the receivers chosen; each
 * gets reminders (kind `forms-process`) every few days until the form is sent, expires or they stop receiving it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { fillMailTemplate, formatDate, formsProcessState, formsProcessUrl, isReceiver, type TMailTemplateValues } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { formProducts, formRiskReceivers, formRisks, licenses, users } from '../../platform/db/schema.js';
import { mailLinkBase } from '../../platform/mail/mail-link-base.js';
import { mailText, renderMail } from '../../platform/mail/mail-layout.js';
import type { TOutgoingMail } from '../../platform/mail/mailer.js';
import { registerReminderKind } from '../../platform/mail/reminders.js';
import { findMailTemplate } from './repository.js';

/** The reminder kind of forms-process mails (platform/mail/reminders.ts). */
export const FORMS_PROCESS_REMINDER_KIND = 'forms-process';
/** Reminders come every three days, the first three days after the mail. */
export const FORMS_PROCESS_REMINDER_INTERVAL_SECONDS = 3 * 24 * 60 * 60;
/** Without a valid-until date, reminders stop after two weeks. */
export const FORMS_PROCESS_REMINDER_DEFAULT_DAYS = 14;

/** The recipient's language when they are a member of the portal, else German. */
async function languageOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row?.language ?? 'de';
}

export type TFormsCreatedMail = {
  licenseId: string;
  licenseName: string;
  template: { subject: string; body: string };
  productName: string;
  productId: string;
  riskId: string;
  validUntil: Date | null;
  sender: string;
  to: string;
  linkBase: string;
  reminder?: boolean;
};

/** The custom template filled in (paragraphs split at blank lines) with a button to the form, in the portal's mail layout. */
export async function formsCreatedMail(db: Db, m: TFormsCreatedMail): Promise<TOutgoingMail> {
  const link = `${m.linkBase}${formsProcessUrl(m.productId, m.riskId)}`;
  const values: TMailTemplateValues = {
    Formular: m.productName,
    Link: link,
    Empfaenger: m.to,
    Absender: m.sender,
    Makler: m.licenseName,
    GueltigBis: (m.validUntil ? formatDate(m.validUntil) : null) ?? '–',
  };
  const language = await languageOf(db, m.to);
  const subject = fillMailTemplate(m.template.subject, values);
  const rendered = renderMail({
    language,
    title: m.reminder ? mailText(language, 'reminder.subject', { subject }) : subject,
    paragraphs: fillMailTemplate(m.template.body, values)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    button: { label: mailText(language, 'formsProcess.open'), url: link },
    licenseName: m.licenseName,
  });
  return { to: m.to, subject: rendered.subject, text: rendered.text, html: rendered.html, licenseId: m.licenseId };
}

/**
 * Reminders: mailed again while the form is Open or Processing, the recipient still receives it and the form still
 * has its template; otherwise the series ends (null).
 */
export function registerFormsProcessReminders(): void {
  registerReminderKind(FORMS_PROCESS_REMINDER_KIND, async ({ db, config, reminder }) => {
    const [risk] = await db
      .select({ id: formRisks.id, productId: formRisks.productId, status: formRisks.status, version: formRisks.version, validUntil: formRisks.validUntil, linkOrigin: formRisks.mailLinkOrigin, productName: formProducts.name, licenseName: licenses.name, creatorFirst: users.firstName, creatorLast: users.lastName })
      .from(formRisks)
      .innerJoin(formProducts, and(eq(formProducts.licenseId, formRisks.licenseId), eq(formProducts.id, formRisks.productId)))
      .innerJoin(licenses, eq(licenses.id, formRisks.licenseId))
      .leftJoin(users, eq(users.id, sql`coalesce(${formRisks.createdByUserId}, ${formRisks.ownerUserId})`))
      .where(and(eq(formRisks.licenseId, reminder.licenseId), sql`${formRisks.id}::text = ${reminder.refId}`))
      .limit(1);
    if (!risk) return null;
    const state = formsProcessState({ status: risk.status, version: risk.version, validUntil: risk.validUntil }, new Date());
    if (state !== 'Open' && state !== 'Processing') return null;
    const receivers = await db
      .select({ email: formRiskReceivers.email })
      .from(formRiskReceivers)
      .where(and(eq(formRiskReceivers.licenseId, reminder.licenseId), eq(formRiskReceivers.riskId, risk.id)));
    if (!isReceiver(receivers.map((r) => r.email), reminder.to)) return null;
    const template = await findMailTemplate(db, reminder.licenseId, risk.productId);
    if (!template) return null;
    return formsCreatedMail(db, {
      licenseId: reminder.licenseId,
      licenseName: risk.licenseName,
      template,
      productName: risk.productName,
      productId: risk.productId,
      riskId: risk.id,
      validUntil: risk.validUntil,
      sender: [risk.creatorFirst, risk.creatorLast].filter(Boolean).join(' '),
      to: reminder.to,
      linkBase: mailLinkBase(config, risk.linkOrigin),
      reminder: true,
    });
  });
}
