/**
 * The e-mails of signing (in German, the portal's language towards signers who have no account): the personal sign
 * request, the reminder, and the completion with the sealed PDFs attached. Plain text and a simple HTML part.
 */
import type { TOutgoingMail } from '../../platform/mail/mailer.js';
import { certificateTime } from './pdf/certificate-page.js';

const escapeHtml = (value: string) => value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function html(paragraphs: readonly string[], link?: { url: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#1a237e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555555">${escapeHtml(link.url)}</p>`
    : '';
  return `<!doctype html><html lang="de"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222222">${body}${button}</body></html>`;
}

export const signLinkUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/signieren/${token}`;

export type TSignMailContext = { licenseId: string; licenseName: string; requestedBy: string; formTitle: string; field: string; to: string; url: string; expiresAt: Date };

export function signRequestMail(c: TSignMailContext): TOutgoingMail {
  const lines = [
    'Guten Tag,',
    `${c.requestedBy} (${c.licenseName}) bittet Sie, das Formular „${c.formTitle}“ als „${c.field}“ zu unterschreiben.`,
    `Über Ihren persönlichen Link sehen Sie die Dokumente und unterschreiben sie. Der Link gilt bis ${certificateTime(c.expiresAt)} und nur einmal; geben Sie ihn nicht weiter.`,
  ];
  return {
    to: c.to,
    licenseId: c.licenseId,
    subject: `Bitte unterschreiben: ${c.formTitle}`,
    text: `${lines.join('\n\n')}\n\n${c.url}\n\nMit freundlichen Grüßen\n${c.licenseName}`,
    html: html([...lines, 'Mit freundlichen Grüßen', c.licenseName], { url: c.url, label: 'Dokumente ansehen und unterschreiben' }),
  };
}

export function signReminderMail(c: TSignMailContext): TOutgoingMail {
  const lines = [
    'Guten Tag,',
    `zur Erinnerung: ${c.requestedBy} (${c.licenseName}) wartet noch auf Ihre Unterschrift unter „${c.formTitle}“ (${c.field}).`,
    `Ihr persönlicher Link gilt bis ${certificateTime(c.expiresAt)}.`,
  ];
  return {
    to: c.to,
    licenseId: c.licenseId,
    subject: `Erinnerung: Bitte unterschreiben – ${c.formTitle}`,
    text: `${lines.join('\n\n')}\n\n${c.url}\n\nMit freundlichen Grüßen\n${c.licenseName}`,
    html: html([...lines, 'Mit freundlichen Grüßen', c.licenseName], { url: c.url, label: 'Jetzt unterschreiben' }),
  };
}

export function signCompletedMail(c: { licenseId: string; licenseName: string; formTitle: string; to: string; signers: readonly { field: string; email: string }[]; attachments: { filename: string; content: Buffer }[] }): TOutgoingMail {
  const lines = [
    'Guten Tag,',
    `alle Unterschriften unter „${c.formTitle}“ liegen vor: ${c.signers.map((s) => `${s.field} (${s.email})`).join(', ')}.`,
    'Die unterschriebenen Dokumente sind angehängt. Jedes trägt ein Signaturzertifikat und ist digital versiegelt; ob eine Datei unverändert ist, zeigt die Seite „Signatur prüfen“ des Portals.',
  ];
  return {
    to: c.to,
    licenseId: c.licenseId,
    subject: `Unterschrieben: ${c.formTitle}`,
    text: `${lines.join('\n\n')}\n\nMit freundlichen Grüßen\n${c.licenseName}`,
    html: html([...lines, 'Mit freundlichen Grüßen', c.licenseName]),
    attachments: c.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: 'application/pdf' })),
  };
}
