/**
 * The e-mails of signing, in the portal's one mail layout (platform/mail/mail-layout.ts; texts under `signing.` in
 * its messages/{de,en,pl}.json): the personal sign request, the reminder with a fresh link, and the completion with
 * the sealed PDFs attached. Written in the requester's language (signers have no account of their own; a broker
 * working in Polish writes to Polish customers), German when it is none of de, en, pl.
 */
import { mailText, renderMail } from '../../platform/mail/mail-layout.js';
import type { TOutgoingMail } from '../../platform/mail/mailer.js';

export const signLinkUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/signieren/${token}`;
export const verifyPageUrl = (origin: string) => `${origin.replace(/\/+$/, '')}/signatur-pruefen`;

/** A time as the mail's reader expects it, with its zone (the portal's users are in Germany and Poland). */
function mailTime(language: string, date: Date): string {
  const locale = language === 'en' ? 'en-GB' : language === 'pl' ? 'pl-PL' : 'de-DE';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Berlin', dateStyle: 'long', timeStyle: 'short' }).format(date) + ' (MEZ/CET)';
}

export type TSignMailContext = {
  language: string;
  licenseId: string;
  licenseName: string;
  requestedBy: string;
  formTitle: string;
  field: string;
  to: string;
  url: string;
  expiresAt: Date;
};

function signerMail(c: TSignMailContext, kind: 'request' | 'reminder'): TOutgoingMail {
  const p = { requestedBy: c.requestedBy, licenseName: c.licenseName, formTitle: c.formTitle, field: c.field, expiresAt: mailTime(c.language, c.expiresAt) };
  const t = (key: string) => mailText(c.language, `signing.${key}`, p);
  const paragraphs = kind === 'request' ? [t('greeting'), t('requestBody'), t('linkHint')] : [t('greeting'), t('reminderBody')];
  const mail = renderMail({
    language: c.language,
    title: t(kind === 'request' ? 'requestSubject' : 'reminderSubject'),
    paragraphs,
    button: { label: t(kind === 'request' ? 'requestButton' : 'reminderButton'), url: c.url },
    licenseName: c.licenseName,
  });
  return { to: c.to, licenseId: c.licenseId, ...mail };
}

export const signRequestMail = (c: TSignMailContext): TOutgoingMail => signerMail(c, 'request');
export const signReminderMail = (c: TSignMailContext): TOutgoingMail => signerMail(c, 'reminder');

export function signCompletedMail(c: {
  language: string;
  licenseId: string;
  licenseName: string;
  formTitle: string;
  to: string;
  verifyUrl: string;
  signers: readonly { field: string; email: string }[];
  attachments: { filename: string; content: Buffer }[];
}): TOutgoingMail {
  const t = (key: string) => mailText(c.language, `signing.${key}`, { formTitle: c.formTitle, signers: c.signers.map((s) => `${s.field} (${s.email})`).join(', ') });
  const mail = renderMail({
    language: c.language,
    title: t('completedSubject'),
    paragraphs: [t('greeting'), t('completedBody'), t('completedHint')],
    button: { label: t('verifyButton'), url: c.verifyUrl },
    licenseName: c.licenseName,
  });
  return { to: c.to, licenseId: c.licenseId, ...mail, attachments: c.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: 'application/pdf' })) };
}
