/**
 * Lines of text on A4 pages with pdf-lib: wrapping to a width (at spaces, long words broken), a cursor that starts
 * a new page when the next block does not fit, and the page frame (header line, footer with page numbers) drawn
 * once every page exists.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 } as const;
export const GREY = rgb(0.4, 0.4, 0.4);
export const LINE_GREY = rgb(0.8, 0.8, 0.8);

/**
 * How many characters of `text` fit (at least one): a binary search over at most `limit` characters, so that a
 * word of 100,000 characters costs a few measurements per line, not one per character.
 */
function longestFittingPrefix(text: string, fits: (s: string) => boolean, limit: number): number {
  let lo = 1;
  let hi = Math.min(text.length, limit);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(text.slice(0, mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The text broken into lines no wider than `width` at this font size. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  // No glyph is narrower than a fifth of the font size: more characters never fit on a line.
  const maxCharsPerLine = Math.max(1, Math.ceil(width / (size * 0.2)));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (candidate.length <= maxCharsPerLine && fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line (an IBAN, a URL, pasted data) is broken where it must be.
      let rest = word;
      // Measuring is shaping (fontkit): never measure more than a line can hold.
      while (rest.length > maxCharsPerLine || !fits(rest)) {
        const cut = longestFittingPrefix(rest, fits, maxCharsPerLine);
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes top to bottom across as many pages as it needs. */
export class PageCursor {
  page: PDFPage;
  y: number;
  readonly pages: PDFPage[] = [];

  constructor(private readonly doc: PDFDocument) {
    this.page = this.addPage();
    this.y = A4.height - MARGIN.top;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(page);
    return page;
  }

  get contentWidth(): number {
    return A4.width - MARGIN.left - MARGIN.right;
  }

  /** Makes room for `height` points, on a new page when this one is too full. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.addPage();
    this.y = A4.height - MARGIN.top;
  }

  /** Lines at x, each `leading` points below the last; starts a new page between lines when needed. */
  lines(lines: readonly string[], o: { x: number; font: PDFFont; size: number; leading: number; color?: ReturnType<typeof rgb> }): void {
    for (const line of lines) {
      this.ensure(o.leading);
      this.y -= o.leading;
      this.page.drawText(line, { x: o.x, y: this.y + (o.leading - o.size) / 2, size: o.size, font: o.font, color: o.color ?? rgb(0, 0, 0) });
    }
  }

  rule(gap = 4): void {
    this.y -= gap;
    this.page.drawLine({ start: { x: MARGIN.left, y: this.y }, end: { x: A4.width - MARGIN.right, y: this.y }, thickness: 0.5, color: LINE_GREY });
    this.y -= gap;
  }
}

/** Footer on every page: a left text and the page number ('Seite n von m') on the right. */
export function drawFooters(pages: readonly PDFPage[], left: string, font: PDFFont, pageNumber: (n: number, of: number) => string): void {
  const size = 8;
  pages.forEach((page, index) => {
    const y = MARGIN.bottom / 2;
    page.drawLine({ start: { x: MARGIN.left, y: y + 12 }, end: { x: A4.width - MARGIN.right, y: y + 12 }, thickness: 0.5, color: LINE_GREY });
    const maxLeft = A4.width - MARGIN.left - MARGIN.right - 80;
    const leftText = wrapText(left, font, size, maxLeft)[0] ?? '';
    page.drawText(leftText, { x: MARGIN.left, y, size, font, color: GREY });
    const number = pageNumber(index + 1, pages.length);
    page.drawText(number, { x: A4.width - MARGIN.right - font.widthOfTextAtSize(number, size), y, size, font, color: GREY });
  });
}
