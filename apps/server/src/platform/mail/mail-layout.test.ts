/** The mail layout: escaped, accessible HTML and the same content as text, in the recipient's language. */
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, MAIL_MESSAGES, mailLanguage, mailText, renderMail } from './mail-layout.js';
import { mailLinks } from './outbox/mail-links.js';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the mail messages', () => {
  it('have the same keys, with the same placeholders, in de, en and pl', () => {
    const reference = keysOf(MAIL_MESSAGES.de).sort();
    for (const language of MAIL_LANGUAGES) {
      expect(keysOf(MAIL_MESSAGES[language]).sort(), language).toEqual(reference);
      for (const key of reference) {
        expect(placeholders(mailText(language, key)), `${language} ${key}`).toEqual(placeholders(mailText('de', key)));
        expect(mailText(language, key).trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('fill placeholders and fall back to German for es, cs and unknown languages', () => {
    expect(mailText('en', 'reminder.subject', { subject: 'Sign' })).toBe('Reminder: Sign');
    expect(mailLanguage('cs')).toBe('de');
    expect(mailLanguage(null)).toBe('de');
    expect(mailText('es', 'reminder.subject', { subject: 'X' })).toBe('Erinnerung: X');
    expect(() => mailText('de', 'no.such.key')).toThrow();
  });
});

describe('renderMail', () => {
  const mail = renderMail({
    language: 'pl',
    title: 'Podpis <wymagany>',
    paragraphs: ['Dzień dobry,', 'proszę podpisać "dokument" & odesłać.'],
    button: { label: 'Otwórz dokument', url: 'https://portal.test/signieren/t1?a=1&b=2' },
    licenseName: 'Makler A & Söhne',
  });

  it('writes accessible, escaped HTML in the recipient\'s language', () => {
    expect(mail.subject).toBe('Podpis <wymagany>');
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.html).toContain('<title>Podpis &lt;wymagany&gt;</title>');
    expect(mail.html).toMatch(/<h1[^>]*>Podpis &lt;wymagany&gt;<\/h1>/);
    expect(mail.html).toContain('proszę podpisać &quot;dokument&quot; &amp; odesłać.');
    expect(mail.html).toContain('Makler A &amp; Söhne');
    expect(mail.html).not.toContain('<wymagany>');
    // Layout tables are marked as such for screen readers.
    expect(mail.html.match(/<table /g)?.length).toBe(mail.html.match(/<table role="presentation"/g)?.length);
    expect(mail.html).toContain(mailText('pl', 'layout.linkFallback'));
    expect(mail.html).toContain(mailText('pl', 'layout.footer', { licenseName: 'Makler A &amp; Söhne' }));
  });

  it('writes the same content as plain text, the link spelled out', () => {
    expect(mail.text).toContain('Podpis <wymagany>');
    expect(mail.text).toContain('proszę podpisać "dokument" & odesłać.');
    expect(mail.text).toContain('Otwórz dokument:\nhttps://portal.test/signieren/t1?a=1&b=2');
    expect(mail.text).toContain(mailText('pl', 'layout.automatic'));
  });

  it('gives the button\'s link to the outbox\'s link list once', () => {
    expect(mailLinks(mail)).toEqual(['https://portal.test/signieren/t1?a=1&b=2']);
  });

  it('refuses a button that is not an http(s) link, and leaves out the no-reply line on request', () => {
    expect(() => renderMail({ language: 'de', title: 'x', paragraphs: [], button: { label: 'x', url: 'javascript:alert(1)' }, licenseName: 'L' })).toThrow();
    const replyable = renderMail({ language: 'de', title: 'x', paragraphs: ['y'], licenseName: 'L', automatic: false });
    expect(replyable.text).not.toContain(mailText('de', 'layout.automatic'));
  });
});
