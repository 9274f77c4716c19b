/**
 * One form document as a PDF: the form's title and the document's name, who it is from (licence) and when it was
 * rendered, the answers page by page (label left, answer right, wrapped), and at the end a signature box with a
 * real signature field for every signature the document needs. Every page has a footer with page numbers.
 */
import { rgb } from 'pdf-lib';
import type { TFormSignature } from '@portal/forms';
import type { TAnswerBlock } from './answer-blocks.js';
import type { TDocumentTexts } from './document-texts.js';
import { createPortalPdf } from './pdf-fonts.js';
import { addSignatureField } from './signature-field.js';
import { drawFooters, GREY, LINE_GREY, MARGIN, PageCursor, wrapText } from './text-layout.js';

export type TFormPdfInput = {
  /** The form's title (Titel, else the product name). */
  title: string;
  /** The document's name (Formular, Schadenmeldung, …), when it differs from the title. */
  documentName: string;
  /** The broker firm: the licence's name. */
  licenseName: string;
  /** Who filled the form in. */
  ownerName: string;
  renderedAt: Date;
  blocks: readonly TAnswerBlock[];
  signatures: readonly TFormSignature[];
  texts: TDocumentTexts;
};

const BERLIN = 'Europe/Berlin';
const dayOf = (d: Date) => new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
const timeOf = (d: Date) => new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, hour: '2-digit', minute: '2-digit' }).format(d);

const SIZE = 10;
const LEADING = 14;
const INDENT = 12;
const LABEL_SHARE = 0.4;
const EMPTY_ANSWER = '–';

export async function renderFormPdf(input: TFormPdfInput): Promise<Uint8Array> {
  const title = input.documentName && input.documentName !== input.title ? `${input.title} – ${input.documentName}` : input.title;
  const { doc, fonts } = await createPortalPdf({ title, author: input.licenseName, subject: input.documentName, renderedAt: input.renderedAt });
  const cursor = new PageCursor(doc);
  const left = MARGIN.left;
  const width = cursor.contentWidth;

  cursor.lines(wrapText(input.title, fonts.bold, 18, width), { x: left, font: fonts.bold, size: 18, leading: 24 });
  if (input.documentName && input.documentName !== input.title) cursor.lines(wrapText(input.documentName, fonts.regular, 12, width), { x: left, font: fonts.regular, size: 12, leading: 18 });
  const { texts } = input;
  const meta = `${input.licenseName} · ${texts.filledBy(input.ownerName)} · ${texts.renderedAt(dayOf(input.renderedAt), timeOf(input.renderedAt))}`;
  cursor.lines(wrapText(meta, fonts.regular, 9, width), { x: left, font: fonts.regular, size: 9, leading: 13, color: GREY });
  cursor.rule(6);

  for (const block of input.blocks) {
    if (block.kind === 'page') {
      cursor.ensure(LEADING * 4);
      cursor.y -= 8;
      cursor.lines(wrapText(block.title, fonts.bold, 13, width), { x: left, font: fonts.bold, size: 13, leading: 18 });
      cursor.rule(3);
      continue;
    }
    const x = left + block.depth * INDENT;
    const inner = width - block.depth * INDENT;
    if (block.kind === 'group') {
      cursor.ensure(LEADING * 3);
      cursor.y -= 4;
      cursor.lines(wrapText(block.title, fonts.bold, SIZE, inner), { x, font: fonts.bold, size: SIZE, leading: LEADING });
      continue;
    }
    const labelWidth = inner * LABEL_SHARE - 8;
    const valueX = x + inner * LABEL_SHARE;
    const valueWidth = inner * (1 - LABEL_SHARE);
    const labelLines = wrapText(block.label, fonts.regular, SIZE, labelWidth);
    const valueLines = wrapText(block.value ?? EMPTY_ANSWER, fonts.regular, SIZE, valueWidth);
    // Label and answer side by side, line by line, so that a long answer flows onto the next page.
    const rows = Math.max(labelLines.length, valueLines.length);
    cursor.ensure(LEADING * Math.min(rows, 3));
    for (let i = 0; i < rows; i++) {
      cursor.ensure(LEADING);
      cursor.y -= LEADING;
      const y = cursor.y + (LEADING - SIZE) / 2;
      if (labelLines[i]) cursor.page.drawText(labelLines[i]!, { x, y, size: SIZE, font: fonts.regular, color: GREY });
      if (valueLines[i]) cursor.page.drawText(valueLines[i]!, { x: valueX, y, size: SIZE, font: fonts.regular, color: block.value === null ? GREY : rgb(0, 0, 0) });
    }
  }

  if (input.signatures.length > 0) {
    const boxHeight = 56;
    const boxWidth = (width - 24) / 2;
    // The heading stays with the first row of boxes (gap, heading, rule, gap, box, label).
    cursor.ensure(24 + 18 + 6 + 16 + boxHeight + 20);
    cursor.y -= 24;
    cursor.lines([texts.signatures], { x: left, font: fonts.bold, size: 13, leading: 18 });
    cursor.rule(3);
    for (let i = 0; i < input.signatures.length; i += 2) {
      cursor.ensure(boxHeight + 44);
      cursor.y -= 16;
      const top = cursor.y;
      input.signatures.slice(i, i + 2).forEach((signature, column) => {
        const x = left + column * (boxWidth + 24);
        const box = { x, y: top - boxHeight, width: boxWidth, height: boxHeight };
        cursor.page.drawRectangle({ ...box, borderColor: LINE_GREY, borderWidth: 0.75 });
        cursor.page.drawText(texts.placeAndDate, { x: x + 4, y: top - 12, size: 7, font: fonts.regular, color: GREY });
        const label = wrapText(signature.label?.trim() || texts.signatureOf(signature.name), fonts.regular, 9, boxWidth)[0] ?? '';
        cursor.page.drawText(label, { x, y: top - boxHeight - 12, size: 9, font: fonts.regular });
        addSignatureField(doc, cursor.page, signature.name, box);
      });
      cursor.y = top - boxHeight - 20;
    }
  }

  drawFooters(cursor.pages, `${input.licenseName} · ${title}`, fonts.regular, texts.page);
  // The signature fields need no appearance of their own; pdf-lib must not try to draw them with a standard font.
  return doc.save({ updateFieldAppearances: false });
}
