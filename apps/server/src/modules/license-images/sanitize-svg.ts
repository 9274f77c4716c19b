/**
 * Cleans an uploaded SVG before it is stored (issue 12 item 7): DOMPurify (on jsdom, the combination its authors
 * test on Node) with the SVG profile, and on top of it what an image never needs: no foreignObject, no <style>
 * element, no reference outside the document (href/xlink:href other than '#…', url(…) other than '#…' in any
 * attribute). Script elements and on* event handlers are DOMPurify's own work.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/** Any url(…) whose target is not a fragment of this document. */
const EXTERNAL_CSS_URL = /url\(\s*(?!['"]?#)/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  const value = data.attrValue.trim();
  if (REFERENCE_ATTRIBUTES.has(name) && !value.startsWith('#')) data.keepAttr = false;
  if (EXTERNAL_CSS_URL.test(value) || /@import/i.test(value)) data.keepAttr = false;
});

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Strips XML declaration, doctype and leading comments: what may come before the <svg> root. */
const PROLOGUE = /^(?:\uFEFF)?(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

/** Whether the bytes are an SVG document by their content: UTF-8 text whose root element is <svg>. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8');
  if (head.includes('\uFFFD') || head.includes('\u0000')) return false;
  return /^<svg[\s/>]/i.test(head.replace(PROLOGUE, ''));
}

/** The cleaned SVG document, or null when nothing of an <svg> is left. */
export function sanitizeSvg(bytes: Buffer): Buffer | null {
  const text = bytes.toString('utf8').replace(PROLOGUE, '');
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'style', 'script', 'a', 'image', 'use', 'animate', 'set', 'animateMotion', 'animateTransform'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = clean.firstElementChild;
  if (!root || root.localName !== 'svg' || clean.children.length !== 1) return null;
  // A stand-alone SVG file needs its namespaces (an HTML parse leaves them implicit).
  root.setAttribute('xmlns', SVG_NS);
  if (root.outerHTML.includes('xlink:')) root.setAttribute('xmlns:xlink', XLINK_NS);
  // The HTML serialiser writes a no-break space as &nbsp;, which XML does not know.
  const markup = root.outerHTML.replaceAll('&nbsp;', '&#160;');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${markup}`, 'utf8');
}
