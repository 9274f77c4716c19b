import type { TPadStroke } from '@portal/domain/signature-xfdf';

/** A stroke as the pad library records it: points in CSS pixels from the pad's top left. */
export type TPadPointGroup = { points: readonly { x: number; y: number }[] };

const unit = (n: number) => Math.min(1, Math.max(0, n));
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The pad's strokes as fractions of its size (x from the left, y from the top), what buildSignatureXfdf takes. */
export function padStrokesOf(groups: readonly TPadPointGroup[], width: number, height: number): TPadStroke[] {
  if (width <= 0 || height <= 0) return [];
  return groups
    .map((g) => g.points.map((p) => [round(unit(p.x / width)), round(unit(p.y / height))] as const))
    .filter((stroke) => stroke.length > 0);
}

/** An SVG path of normalised strokes in a `width`×`height` box (the preview in the signature field). */
export function strokesPath(strokes: readonly TPadStroke[], width: number, height: number): string {
  return strokes
    .map((stroke) => {
      const pts = stroke.map(([x, y]) => `${round(x * width)} ${round(y * height)}`);
      // A single point (a dot) is drawn as a tiny line, so it shows.
      return pts.length === 1 ? `M${pts[0]} l0.5 0.5` : `M${pts.join(' L')}`;
    })
    .join(' ');
}

/** Width over height of the pad: that of the signature field, kept within what fits a screen. */
export function padAspect(widgetWidth: number, widgetHeight: number): number {
  if (!(widgetWidth > 0) || !(widgetHeight > 0)) return 3;
  return Math.min(6, Math.max(1.5, widgetWidth / widgetHeight));
}

/**
 * Strokes drawn on a pad of one shape, placed into a field of another without distortion: scaled to fit and
 * centred (a narrower pad's drawing sits in the middle of a wide field, a flatter one in its vertical middle).
 */
export function fitStrokes(strokes: readonly TPadStroke[], padAspectRatio: number, fieldAspectRatio: number): TPadStroke[] {
  if (!(padAspectRatio > 0) || !(fieldAspectRatio > 0) || Math.abs(padAspectRatio - fieldAspectRatio) < 1e-6) return strokes.map((s) => [...s]);
  const sx = padAspectRatio < fieldAspectRatio ? padAspectRatio / fieldAspectRatio : 1;
  const sy = padAspectRatio > fieldAspectRatio ? fieldAspectRatio / padAspectRatio : 1;
  return strokes.map((stroke) => stroke.map(([x, y]) => [round(0.5 + (x - 0.5) * sx), round(0.5 + (y - 0.5) * sy)] as const));
}
