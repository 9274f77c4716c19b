/**
 * Markdown → safe HTML for content pages: `marked` (GFM) renders, DOMPurify on jsdom (as sanitize-svg.ts) keeps
 * only an allow-list of text elements. Raw HTML in the source is escaped before rendering, so a `<script>` written
 * into a page shows as text at most and never reaches a browser as markup; links keep http(s), mailto, tel and
 * in-portal paths only, images only https or in-portal sources.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'align', 'start'];
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https:|\/(?!\/))/i;

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value = data.attrValue.trim();
  if (data.attrName === 'href' && !SAFE_LINK.test(value)) data.keepAttr = false;
  if (data.attrName === 'src' && !(node.nodeName === 'IMG' && SAFE_IMAGE.test(value))) data.keepAttr = false;
});
// Links leaving the portal open in a new tab without handing it the opener.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({ renderer: { html: ({ text }) => escapeHtml(text) } });

export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown, { async: false });
  return purify.sanitize(raw, { ALLOWED_TAGS, ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'], ALLOW_DATA_ATTR: false });
}
