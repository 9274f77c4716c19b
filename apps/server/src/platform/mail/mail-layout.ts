/**
 * The one look of every mail the portal sends: a title, paragraphs, an optional button (a link) and the licence's
 * name, as accessible HTML (language set, a real heading, a link that names its target, no text in images, contrast
 * above 4.5:1, tables only for layout) and as plain text with the same content, in the recipient's language.
 *
 * Texts of mails live in messages/{de,en,pl}.json (German is the reference; es and cs fall back to it, as in the
 * web app). Features add their keys there and read them with `mailText`; placeholders are `{{name}}`.
 */
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import pl from './messages/pl.json' with { type: 'json' };

export const MAIL_LANGUAGES = ['de', 'en', 'pl'] as const;
export type TMailLanguage = (typeof MAIL_LANGUAGES)[number];

type TCatalogue = { [key: string]: string | TCatalogue };
export const MAIL_MESSAGES: Record<TMailLanguage, TCatalogue> = { de, en, pl };

/** The language a mail is written in: the recipient's if it is complete, else German. */
export function mailLanguage(language: string | null | undefined): TMailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as TMailLanguage) : 'de';
}

function lookup(catalogue: TCatalogue, key: string): string | undefined {
  let node: string | TCatalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A mail text by key (`layout.footer`), with `{{name}}` placeholders filled; German when a language lacks it. */
export function mailText(language: string | null | undefined, key: string, params: Record<string, string | number> = {}): string {
  const template = lookup(MAIL_MESSAGES[mailLanguage(language)], key) ?? lookup(MAIL_MESSAGES.de, key);
  if (template === undefined) throw new Error(`Unknown mail text ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export type TMailContent = {
  language: string | null | undefined;
  title: string;
  paragraphs: readonly string[];
  /** A call to action; only http(s) links are accepted. */
  button?: { label: string; url: string } | undefined;
  licenseName: string;
  /** Adds "generated automatically, do not reply" (default true; false when the mail has a Reply-To). */
  automatic?: boolean | undefined;
};

export type TRenderedMail = { subject: string; html: string; text: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Brand colours: white on this blue is 8.6:1, the grey footer text on white 7:1. */
const BRAND = { accent: '#1d4f91', text: '#1f2933', muted: '#4a5561', background: '#f3f5f8', border: '#d9dee5' };
const FONT = "font-family:Arial,Helvetica,sans-serif;";

function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('A mail button links to http(s) only');
  return parsed.toString();
}

/** The mail as subject (the title), HTML and plain text. */
export function renderMail(content: TMailContent): TRenderedMail {
  const lang = mailLanguage(content.language);
  const button = content.button ? { label: content.button.label, url: safeUrl(content.button.url) } : undefined;
  const footer = [mailText(lang, 'layout.footer', { licenseName: content.licenseName })];
  if (content.automatic !== false) footer.push(mailText(lang, 'layout.automatic'));

  const paragraphsHtml = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:${BRAND.text};">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const buttonHtml = button
    ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:4px;background:${BRAND.accent};">
<a href="${escapeHtml(button.url)}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(button.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;${FONT}font-size:14px;line-height:1.5;color:${BRAND.muted};">${escapeHtml(mailText(lang, 'layout.linkFallback'))}<br><a href="${escapeHtml(button.url)}" target="_blank" rel="noopener" style="color:${BRAND.accent};word-break:break-all;">${escapeHtml(button.url)}</a></p>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)}</title>
</head>
<body style="margin:0;padding:0;background:${BRAND.background};">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${BRAND.background};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid ${BRAND.border};border-radius:6px;">
<tr><td style="padding:16px 24px;border-bottom:4px solid ${BRAND.accent};${FONT}font-size:18px;font-weight:bold;color:${BRAND.accent};">${escapeHtml(content.licenseName)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;${FONT}font-size:22px;line-height:1.3;color:${BRAND.text};">${escapeHtml(content.title)}</h1>
${paragraphsHtml}
${buttonHtml}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${BRAND.border};${FONT}font-size:13px;line-height:1.5;color:${BRAND.muted};">${footer.map(escapeHtml).join('<br>')}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;

  const text = [
    content.licenseName,
    '',
    content.title,
    '='.repeat(Math.min(content.title.length, 72)),
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(button ? [`${button.label}:`, button.url, ''] : []),
    '--',
    ...footer,
    '',
  ].join('\n');
  return { subject: content.title, html, text };
}
