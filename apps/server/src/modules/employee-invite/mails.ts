/** The invitation e-mail, in the portal's mail layout (texts under `employeeInvite.` in platform/mail/messages). */
import { mailText, renderMail } from '../../platform/mail/mail-layout.js';
import type { TOutgoingMail } from '../../platform/mail/mailer.js';

export const inviteLinkUrl = (base: string, token: string): string => `${base.replace(/\/+$/, '')}/einladung/${token}`;

function mailTime(language: string, date: Date): string {
  const locale = language === 'en' ? 'en-GB' : language === 'pl' ? 'pl-PL' : 'de-DE';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Berlin', dateStyle: 'long', timeStyle: 'short' }).format(date) + ' (MEZ/CET)';
}

/** `hasPassword`: the invitee has an account already; the link only joins the licence (no password to set). */
export function employeeInviteMail(c: { language: string; licenseId: string; licenseName: string; invitedBy: string; to: string; url: string; expiresAt: Date; hasPassword: boolean }): TOutgoingMail {
  const t = (key: string) => mailText(c.language, `employeeInvite.${key}`, { licenseName: c.licenseName, invitedBy: c.invitedBy, expiresAt: mailTime(c.language, c.expiresAt) });
  const mail = renderMail({
    language: c.language,
    title: t('subject'),
    paragraphs: [t('greeting'), t('body'), t(c.hasPassword ? 'joinHint' : 'passwordHint')],
    button: { label: t('button'), url: c.url },
    licenseName: c.licenseName,
  });
  return { to: c.to, licenseId: c.licenseId, ...mail };
}
