/**
 * Draws a signer's strokes (from the XFDF, PDF points on the page) into a PDF's page content with pdf-lib, so that
 * every reader shows and prints the signature; the XFDF itself is kept with the signer.
 */
import { lineTo, moveTo, popGraphicsState, pushGraphicsState, setLineCap, setLineJoin, setLineWidth, setStrokingRgbColor, stroke, LineCapStyle, LineJoinStyle, PDFDocument } from 'pdf-lib';

export type TInkOnPage = { page: number; strokes: readonly (readonly [number, number])[][] };

/** Dark blue, as ink on paper; 1.5 pt wide with round ends. */
const INK = { r: 0x1a / 255, g: 0x23 / 255, b: 0x7e / 255, width: 1.5 };

export async function drawInk(bytes: Uint8Array, inks: readonly TInkOnPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages();
  for (const ink of inks) {
    const page = pages[ink.page];
    if (!page) throw new RangeError(`page ${ink.page} does not exist`);
    const ops = [pushGraphicsState(), setStrokingRgbColor(INK.r, INK.g, INK.b), setLineWidth(INK.width), setLineCap(LineCapStyle.Round), setLineJoin(LineJoinStyle.Round)];
    for (const s of ink.strokes) {
      const [first, ...rest] = s;
      if (!first) continue;
      ops.push(moveTo(first[0], first[1]));
      // A single point (a dot) still shows: a zero-length line with round caps.
      for (const [x, y] of rest.length ? rest : [first]) ops.push(lineTo(x, y));
      ops.push(stroke());
    }
    ops.push(popGraphicsState());
    page.pushOperators(...ops);
  }
  return doc.save({ useObjectStreams: false });
}
