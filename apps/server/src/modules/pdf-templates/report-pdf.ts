/**
 * A report card's PDF (spec 001 §2.9): A4, the licence's name and the date on top, the template's blocks —
 * headings, paragraphs, key/value tables (a two-cell row is label and value; more cells share the width) — and a
 * footer with page numbers. The portal's embedded fonts, so umlauts and Polish letters print.
 */
import { createPortalPdf } from '../forms/render/pdf-fonts.js';
import { drawFooters, GREY, MARGIN, PageCursor, wrapText } from '../forms/render/text-layout.js';
import type { TTemplateBlock } from './template-blocks.js';

export type TReportPdfInput = { title: string; licenseName: string; renderedAt: Date; blocks: readonly TTemplateBlock[] };

const SIZE = 10;
const LEADING = 14;
const HEADING = { 1: { size: 16, leading: 22 }, 2: { size: 13, leading: 18 }, 3: { size: 11, leading: 16 } } as const;
const dayOf = (d: Date) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

export async function renderReportPdf(input: TReportPdfInput): Promise<Uint8Array> {
  const { doc, fonts } = await createPortalPdf({ title: input.title, author: input.licenseName, renderedAt: input.renderedAt });
  const cursor = new PageCursor(doc);
  const left = MARGIN.left;
  const width = cursor.contentWidth;

  cursor.lines(wrapText(`${input.licenseName} · ${dayOf(input.renderedAt)}`, fonts.regular, 9, width), { x: left, font: fonts.regular, size: 9, leading: 13, color: GREY });
  cursor.rule(4);

  for (const block of input.blocks) {
    if (block.kind === 'rule') {
      cursor.rule(6);
    } else if (block.kind === 'heading') {
      const h = HEADING[block.level];
      cursor.ensure(h.leading + LEADING * 2);
      cursor.y -= block.level === 1 ? 6 : 4;
      cursor.lines(wrapText(block.text, fonts.bold, h.size, width), { x: left, font: fonts.bold, size: h.size, leading: h.leading });
    } else if (block.kind === 'paragraph') {
      cursor.y -= 4;
      cursor.lines(wrapText(block.text, fonts.regular, SIZE, width), { x: left, font: fonts.regular, size: SIZE, leading: LEADING });
    } else {
      // A row: the label column takes 40 % when there are two cells, else the cells share the width.
      const shares = block.cells.length === 2 ? [0.4, 0.6] : block.cells.map(() => 1 / Math.max(1, block.cells.length));
      const columns = block.cells.map((text, i) => {
        const x = left + shares.slice(0, i).reduce((a, b) => a + b, 0) * width;
        const font = block.cells.length === 2 && i === 0 ? fonts.bold : fonts.regular;
        return { x, font, lines: wrapText(text || '–', font, SIZE, shares[i]! * width - 8) };
      });
      const height = Math.max(...columns.map((c) => c.lines.length)) * LEADING;
      cursor.ensure(height + 2);
      const top = cursor.y;
      for (const c of columns) {
        cursor.y = top;
        cursor.lines(c.lines, { x: c.x, font: c.font, size: SIZE, leading: LEADING });
      }
      cursor.y = top - height - 2;
    }
  }
  drawFooters(cursor.pages, `${input.title} · ${input.licenseName}`, fonts.regular, (n, of) => `Seite ${n} von ${of}`);
  return doc.save();
}
