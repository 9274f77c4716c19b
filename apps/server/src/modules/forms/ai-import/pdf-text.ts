/**
 * The text of a PDF as lines, read with pdf.js (its legacy build runs in Node without a worker thread): the text
 * pieces of each page grouped by their baseline, left to right. A wide horizontal gap splits a line into cells
 * (a label in one column, its value in the next), and a wide vertical gap before a line marks a new paragraph.
 * A PDF is parsed in the server's thread, so the pages read are capped. pdf.js is loaded on the first import, not
 * at start-up (it is large, and most instances never read a PDF).
 */
import { validationError } from '../../../platform/errors.js';

/** Pages read of one document: forms and letters are short; a long scan would only cost time. */
export const PDF_MAX_PAGES = 30;

export type TTextLine = {
  /** The line's text pieces, split where a gap wider than about three characters separates them. */
  cells: string[];
  /** A vertical gap of more than about one and a half lines before this line (or a new page). */
  newParagraph: boolean;
};

type TPiece = { text: string; x: number; y: number; width: number; size: number };

type TTextItem = { str?: unknown; transform?: unknown; width?: unknown; height?: unknown };

function pieceOf(item: TTextItem): TPiece | null {
  if (typeof item.str !== 'string' || item.str.trim() === '' || !Array.isArray(item.transform)) return null;
  const [a, b, , d, x, y] = item.transform as number[];
  const size = Math.hypot(a ?? 0, b ?? 0) || Math.abs(d ?? 0) || (typeof item.height === 'number' ? item.height : 10);
  return { text: item.str, x: x ?? 0, y: y ?? 0, width: typeof item.width === 'number' ? item.width : 0, size: size || 10 };
}

/** Pieces on one baseline (within a third of the font size) form a line; lines top to bottom. */
function linesOfPage(pieces: TPiece[], firstOnPage: boolean): TTextLine[] {
  const sorted = [...pieces].sort((p, q) => q.y - p.y || p.x - q.x);
  const rows: TPiece[][] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - piece.y) <= row[0]!.size / 3) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row, i) => {
    const inOrder = row.sort((p, q) => p.x - q.x);
    const cells: string[] = [];
    let cell = '';
    let end = -Infinity;
    for (const piece of inOrder) {
      const gap = piece.x - end;
      if (cell !== '' && gap > piece.size * 1.5) {
        cells.push(cell.trim());
        cell = '';
      } else if (cell !== '' && gap > piece.size * 0.15 && !cell.endsWith(' ') && !piece.text.startsWith(' ')) cell += ' ';
      cell += piece.text;
      end = piece.x + piece.width;
    }
    if (cell.trim() !== '') cells.push(cell.trim());
    const previous = rows[i - 1];
    const newParagraph = previous ? previous[0]!.y - row[0]!.y > row[0]!.size * 1.8 : firstOnPage;
    return { cells: cells.map((c) => c.replace(/\s+/g, ' ')), newParagraph };
  });
}

const unreadable = (message: string) => validationError([{ path: 'file', message }], message);

/** The document's lines; 400 naming `file` when it is no readable PDF or is protected by a password. */
export async function pdfTextLines(bytes: Uint8Array): Promise<TTextLine[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the buffer it is given: hand it a copy so the caller's bytes stay usable.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0, stopAtErrors: false });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (err) {
    const name = (err as { name?: unknown } | null)?.name;
    throw unreadable(name === 'PasswordException' ? 'The PDF is protected by a password' : 'The file could not be read as a PDF');
  }
  try {
    const lines: TTextLine[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, PDF_MAX_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const pieces = (content.items as TTextItem[]).map(pieceOf).filter((p): p is TPiece => p !== null);
      lines.push(...linesOfPage(pieces, true));
      page.cleanup();
    }
    return lines;
  } catch {
    throw unreadable('The PDF\'s text could not be read');
  } finally {
    await pdf.destroy();
  }
}

/** The lines as plain text (cells separated by tabs, paragraphs by a blank line), for the remote extractor. */
export function linesAsText(lines: readonly TTextLine[]): string {
  return lines.map((l, i) => `${l.newParagraph && i > 0 ? '\n' : ''}${l.cells.join('\t')}`).join('\n');
}
