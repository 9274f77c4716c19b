/**
 * A drawn signature as XFDF (spec 001 §3 "PDF viewer data": the viewer's result is an annotation file in XFDF).
 * The signer draws once on a pad shaped like the signature field; the browser maps the strokes into every widget of
 * that field (a field may sit in several documents and pages) as one `<ink>` annotation each, and the server reads
 * the same XFDF back, checks it against the widgets it expects and draws the strokes into the PDFs.
 *
 * Each ink's `name` is `sig:{DocumentId}:{Page}`, so that the annotation names the document it belongs to (XFDF has
 * no attribute for that); `rect` is the widget's rectangle and the gesture points are PDF points on the page.
 * Imported as `@portal/domain/signature-xfdf` (not from the index) so that the XML parser stays out of every page.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { TSignatureWidget } from './signing-api.js';

/** A stroke on the pad: points with x from left (0) to right (1) and y from top (0) to bottom (1). */
export type TPadStroke = readonly (readonly [number, number])[];

export type TSignatureInk = {
  DocumentId: string;
  Page: number;
  Rect: { X: number; Y: number; Width: number; Height: number };
  /** Strokes in PDF points on the page (origin bottom left). */
  Strokes: [number, number][][];
  /** The field the ink signs (the annotation's subject). */
  Field: string;
};

/** At most this many inks, strokes per ink and points per stroke: a signature, not a drawing. */
export const XFDF_LIMITS = { inks: 100, strokes: 300, points: 5000 } as const;

/** Whether the pad holds something that counts as a signature: at least one stroke with two points. */
export function hasSignatureStrokes(strokes: readonly TPadStroke[]): boolean {
  return strokes.some((stroke) => stroke.length >= 2);
}

const round = (n: number) => Math.round(n * 100) / 100;

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** PDF date string D:YYYYMMDDHHmmSSZ (UTC). */
function pdfDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `D:${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z`;
}

/** The XFDF of one drawn signature placed into every widget of the signer's field. */
export function buildSignatureXfdf(input: {
  widgets: readonly TSignatureWidget[];
  strokes: readonly TPadStroke[];
  field: string;
  author: string;
  date: Date;
}): string {
  const drawn = input.strokes.filter((s) => s.length >= 1);
  const inks = input.widgets.map((w) => {
    const gestures = drawn
      .map((stroke) => {
        const points = stroke.map(([nx, ny]) => {
          const x = w.X + Math.min(1, Math.max(0, nx)) * w.Width;
          const y = w.Y + (1 - Math.min(1, Math.max(0, ny))) * w.Height;
          return `${round(x)},${round(y)}`;
        });
        return `<gesture>${points.join(';')}</gesture>`;
      })
      .join('');
    const rect = [w.X, w.Y, w.X + w.Width, w.Y + w.Height].map(round).join(',');
    return (
      `<ink page="${w.Page}" rect="${rect}" name="${escapeXml(`sig:${w.DocumentId}:${w.Page}`)}" subject="${escapeXml(input.field)}"` +
      ` title="${escapeXml(input.author)}" date="${pdfDate(input.date)}" color="#1A237E" width="1.5"><inklist>${gestures}</inklist></ink>`
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?><xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve"><annots>${inks.join('')}</annots></xfdf>`;
}

export type TParseXfdfResult = { ok: true; inks: TSignatureInk[] } | { ok: false; reason: string };

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function parseNumbers(text: string, count: number): number[] | null {
  const parts = text.split(',').map((s) => Number(s.trim()));
  return parts.length === count && parts.every(Number.isFinite) ? parts : null;
}

/** Reads the inks of an XFDF document; anything else in it is ignored. Rejects DTDs (no entity expansion). */
export function parseSignatureXfdf(xml: string): TParseXfdfResult {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, reason: 'XFDF must not contain a DTD.' };
  if (XMLValidator.validate(xml) !== true) return { ok: false, reason: 'XFDF is not well-formed XML.' };
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseAttributeValue: false, parseTagValue: false, removeNSPrefix: true, processEntities: true });
  type TInkNode = { '@page'?: string; '@rect'?: string; '@name'?: string; '@subject'?: string; inklist?: { gesture?: string | string[] } };
  const doc = parser.parse(xml) as { xfdf?: { annots?: { ink?: TInkNode | TInkNode[] } | string } };
  if (!doc.xfdf) return { ok: false, reason: 'Not an XFDF document.' };
  const annots = typeof doc.xfdf.annots === 'object' ? doc.xfdf.annots : undefined;
  const nodes = asArray(annots?.ink);
  if (nodes.length > XFDF_LIMITS.inks) return { ok: false, reason: 'Too many annotations.' };
  const inks: TSignatureInk[] = [];
  for (const node of nodes) {
    const name = /^sig:(.+):(\d+)$/.exec(node['@name'] ?? '');
    const page = Number(node['@page']);
    const rect = parseNumbers(node['@rect'] ?? '', 4);
    if (!name || !rect || !Number.isInteger(page) || page < 0 || Number(name[2]) !== page) return { ok: false, reason: 'An ink annotation lacks its page, rect or name.' };
    const [x1, y1, x2, y2] = rect as [number, number, number, number];
    const gestures = asArray(node.inklist?.gesture);
    if (gestures.length > XFDF_LIMITS.strokes) return { ok: false, reason: 'Too many strokes.' };
    const strokes: [number, number][][] = [];
    for (const gesture of gestures) {
      const pairs = String(gesture).split(';').filter((s) => s.trim() !== '');
      if (pairs.length > XFDF_LIMITS.points) return { ok: false, reason: 'Too many points in a stroke.' };
      const points: [number, number][] = [];
      for (const pair of pairs) {
        const xy = parseNumbers(pair, 2);
        if (!xy) return { ok: false, reason: 'A gesture holds a point that is not two numbers.' };
        points.push([xy[0]!, xy[1]!]);
      }
      strokes.push(points);
    }
    inks.push({
      DocumentId: name[1]!,
      Page: page,
      Rect: { X: Math.min(x1, x2), Y: Math.min(y1, y2), Width: Math.abs(x2 - x1), Height: Math.abs(y2 - y1) },
      Strokes: strokes,
      Field: node['@subject'] ?? '',
    });
  }
  return { ok: true, inks };
}

export type TMatchInksResult =
  | { ok: true; byWidget: { widget: TSignatureWidget; ink: TSignatureInk }[] }
  | { ok: false; reason: 'missing' | 'mismatch' | 'outside' };

/**
 * Checks parsed inks against the widgets the signer must sign: one ink per widget (same document, page and rect
 * within `tolerance` points), every point inside its rect (same tolerance), and a real signature in each
 * ('missing': nothing drawn — 'Noch keine Unterschrift hinzugefügt.').
 */
export function matchInksToWidgets(inks: readonly TSignatureInk[], widgets: readonly TSignatureWidget[], tolerance = 1): TMatchInksResult {
  const near = (a: number, b: number) => Math.abs(a - b) <= tolerance;
  const byWidget: { widget: TSignatureWidget; ink: TSignatureInk }[] = [];
  for (const widget of widgets) {
    const ink = inks.find(
      (i) => i.DocumentId === widget.DocumentId && i.Page === widget.Page && near(i.Rect.X, widget.X) && near(i.Rect.Y, widget.Y) && near(i.Rect.Width, widget.Width) && near(i.Rect.Height, widget.Height),
    );
    if (!ink) return { ok: false, reason: inks.length === 0 ? 'missing' : 'mismatch' };
    if (!hasSignatureStrokes(ink.Strokes)) return { ok: false, reason: 'missing' };
    const inside = ink.Strokes.every((s) =>
      s.every(([x, y]) => x >= widget.X - tolerance && x <= widget.X + widget.Width + tolerance && y >= widget.Y - tolerance && y <= widget.Y + widget.Height + tolerance),
    );
    if (!inside) return { ok: false, reason: 'outside' };
    byWidget.push({ widget, ink });
  }
  if (inks.length !== widgets.length) return { ok: false, reason: 'mismatch' };
  return { ok: true, byWidget };
}
