/**
 * A PDF template's body filled with a record's view and cut into layout blocks (headings, paragraphs, table rows,
 * rules) — see the markup in @portal/domain pdf-templates-api.ts. Mustache fills the placeholders; every value is
 * wrapped in two control characters while the lines are classified, so that a value ("# x", "| y |", a line break)
 * is always text and never markup. Nothing in a template runs: the view holds strings and lists only.
 */
import Mustache from 'mustache';

export type TTemplateBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'row'; cells: string[] }
  | { kind: 'rule' };

/** What a placeholder can hold: text, or a list of records for a loop. */
export type TTemplateView = { [key: string]: string | TTemplateView | TTemplateView[] };

const OPEN = '\u0001';
const CLOSE = '\u0002';
// The markers are control characters on purpose: no template or value text can contain them (escapeValue removes them).
// eslint-disable-next-line no-control-regex
const MARKS = /[\u0001\u0002]/g;

function escapeValue(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  return OPEN + String(value).replace(/[\u0000-\u001f\u007f]+/g, ' ') + CLOSE;
}

const unmark = (s: string) => s.replace(MARKS, '').trim();

/** Splits a table row at `|` outside values. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let depth = 0;
  let cell = '';
  for (const ch of line.trim()) {
    if (ch === OPEN) depth++;
    else if (ch === CLOSE) depth = Math.max(0, depth - 1);
    if (ch === '|' && depth === 0) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  // "| a | b |": the text before the first and after the last bar is empty.
  if (cells[0]?.trim() === '') cells.shift();
  if (cells.length > 1 && cells[cells.length - 1]?.trim() === '') cells.pop();
  return cells.map(unmark);
}

export function renderTemplateBlocks(body: string, view: TTemplateView): TTemplateBlock[] {
  const filled = Mustache.render(body.replace(MARKS, ''), view, {}, { tags: ['{{', '}}'], escape: escapeValue });
  const blocks: TTemplateBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const text = paragraph.map(unmark).filter(Boolean).join(' ');
    if (text) blocks.push({ kind: 'paragraph', text });
    paragraph = [];
  };
  for (const raw of filled.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    if (line.trim() === '') endParagraph();
    else if (heading) {
      endParagraph();
      const text = unmark(heading[2]!);
      if (text) blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text });
    } else if (/^-{3,}$/.test(line.trim())) {
      endParagraph();
      blocks.push({ kind: 'rule' });
    } else if (line.trimStart().startsWith('|')) {
      endParagraph();
      const cells = cellsOf(line);
      // A Markdown header separator (| --- | --- |) draws nothing.
      if (!cells.every((c) => /^:?-{3,}:?$/.test(c))) blocks.push({ kind: 'row', cells });
    } else paragraph.push(line);
  }
  endParagraph();
  return blocks;
}
