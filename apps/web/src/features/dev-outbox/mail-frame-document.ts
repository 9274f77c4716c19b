/**
 * The HTML part of a mail as the document of the outbox's sandboxed frame: every link opens in a new tab
 * (`<base target="_blank">`, placed inside the head so that the mail keeps its standards mode).
 */
const BASE = '<base target="_blank">';

export function mailFrameDocument(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + BASE + html.slice(head.index + head[0].length);
  return BASE + html;
}
