/**
 * Every http(s) link of a mail, for the dev outbox to list (a browser test follows a sign link from there):
 * the HTML part's hrefs first, then links written out in the text, in order, each once.
 */

const HREF = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const TEXT_URL = /\bhttps?:\/\/[^\s<>"']+/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

const decodeEntities = (value: string): string => value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_m, name: string) => ENTITIES[name] ?? _m);

function httpUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function mailLinks({ html, text }: { html: string | null; text: string }): string[] {
  const found: string[] = [];
  for (const m of (html ?? '').matchAll(HREF)) found.push(decodeEntities(m[1] ?? m[2] ?? ''));
  // Sentence punctuation right after a link in plain text is not part of it.
  for (const m of text.matchAll(TEXT_URL)) found.push(m[0].replace(/[.,;:!?)\]]+$/, ''));
  const links: string[] = [];
  for (const raw of found) {
    const url = httpUrl(raw);
    if (url && !links.includes(url)) links.push(url);
  }
  return links;
}
