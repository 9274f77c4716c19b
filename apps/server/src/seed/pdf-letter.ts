/**
 * One-page demo letters (real PDFs made with pdf-lib) for the seeded documents.
 *
 * Rendering a fresh PDF with pdf-lib costs a few milliseconds, which adds up to seconds for a thousand
 * documents and minutes at larger scales. So each licence renders ONE template whose variable lines are
 * fixed-width hex strings in an uncompressed content stream; a letter is then a copy of the template with
 * those bytes overwritten by the same number of bytes. Offsets, stream lengths and the xref table stay
 * valid, so every copy is a proper PDF, at the cost of a buffer copy.
 */
import {
  beginText,
  endText,
  PDFContentStream,
  PDFDocument,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  StandardFonts,
} from 'pdf-lib';

export type LetterFields = {
  /** Up to four address lines of the recipient. */
  recipient: readonly string[];
  /** "Hamburg, 21.11.2025" */
  placeAndDate: string;
  /** Reference line: contract or claim number, customer number. */
  reference: string;
  title: string;
  salutation: string;
  /** Body paragraph; wrapped to the available lines. */
  body: string;
};

export type LetterTemplate = { render(fields: LetterFields): Buffer };

export type LetterTemplateOptions = {
  /** Sender: the licence's firm name. */
  senderName: string;
  /** One line with the sender's address, printed small above the recipient. */
  senderAddress: string;
  /** Brand colour as #rrggbb. */
  brandColor: string;
  /** Creation date in the PDF's metadata (the seed's reference day keeps it stable between runs). */
  date?: Date;
};

/** Letters that do not decompose into a base letter plus accent. */
const TRANSLITERATION: Readonly<Record<string, string>> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i' };

const RECIPIENT_LINES = 4;
const BODY_LINES = 7;
const BODY_WIDTH = 92;

type Slot = { width: number; offset: number };
type SlotName = `r${number}` | 'date' | 'ref' | 'title' | 'salutation' | `b${number}`;

function hexColor(hex: string): { r: number; g: number; b: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}

/** Word-wraps a paragraph into lines of at most `width` characters. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word.slice(0, width);
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

export async function createLetterTemplate(opts: LetterTemplateOptions): Promise<LetterTemplate> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Schreiben – ${opts.senderName}`);
  doc.setAuthor(opts.senderName);
  doc.setProducer('Broker-Portal Demodaten');
  if (opts.date) {
    doc.setCreationDate(opts.date);
    doc.setModificationDate(opts.date);
  }
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]); // A4
  const brand = hexColor(opts.brandColor);
  const grey = rgb(0.35, 0.35, 0.35);

  // Static parts: drawn once through the normal API (compressed stream).
  page.drawRectangle({ x: 0, y: 815, width: 595.28, height: 27, color: rgb(brand.r, brand.g, brand.b) });
  page.drawText(opts.senderName, { x: 56, y: 780, size: 15, font: bold, color: rgb(brand.r, brand.g, brand.b) });
  page.drawText(opts.senderAddress, { x: 56, y: 690, size: 7, font: regular, color: grey });
  page.drawText('Mit freundlichen Grüßen', { x: 56, y: 300, size: 10, font: regular });
  page.drawText(opts.senderName, { x: 56, y: 284, size: 10, font: bold });
  page.drawLine({ start: { x: 56, y: 70 }, end: { x: 539, y: 70 }, thickness: 0.5, color: grey });
  page.drawText(`${opts.senderName} · ${opts.senderAddress}`, { x: 56, y: 56, size: 7, font: regular, color: grey });
  page.drawText('Demodokument – automatisch erzeugt, ohne rechtliche Wirkung.', { x: 56, y: 45, size: 7, font: regular, color: grey });

  // Variable parts: fixed-width placeholders in an uncompressed stream of our own.
  const supported = new Set(regular.getCharacterSet());
  const regularKey = page.node.newFontDictionary('SeedRegular', regular.ref);
  const boldKey = page.node.newFontDictionary('SeedBold', bold.ref);
  const layout: { name: SlotName; width: number; x: number; y: number; size: number; font: 'r' | 'b' }[] = [];
  for (let i = 0; i < RECIPIENT_LINES; i++) layout.push({ name: `r${i}`, width: 56, x: 56, y: 670 - i * 14, size: 10.5, font: 'r' });
  layout.push({ name: 'date', width: 40, x: 400, y: 600, size: 10, font: 'r' });
  layout.push({ name: 'ref', width: 100, x: 56, y: 570, size: 8.5, font: 'r' });
  layout.push({ name: 'title', width: 70, x: 56, y: 540, size: 13, font: 'b' });
  layout.push({ name: 'salutation', width: 70, x: 56, y: 505, size: 10, font: 'r' });
  for (let i = 0; i < BODY_LINES; i++) layout.push({ name: `b${i}`, width: BODY_WIDTH + 2, x: 56, y: 480 - i * 15, size: 10, font: 'r' });

  const placeholder = (index: number, width: number) => `{{${index}}}`.padEnd(width, '#');
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(0.1, 0.1, 0.1), beginText()];
  layout.forEach((slot, index) => {
    const font = slot.font === 'b' ? bold : regular;
    ops.push(setFontAndSize(slot.font === 'b' ? boldKey : regularKey, slot.size));
    ops.push(setTextMatrix(1, 0, 0, 1, slot.x, slot.y));
    ops.push(showText(font.encodeText(placeholder(index, slot.width))));
  });
  ops.push(endText(), popGraphicsState());
  const stream = PDFContentStream.of(doc.context.obj({}), ops, false);
  page.node.addContentStream(doc.context.register(stream));

  const template = Buffer.from(await doc.save({ useObjectStreams: false }));
  const text = template.toString('latin1');
  const slots = new Map<SlotName, Slot>();
  layout.forEach((slot, index) => {
    const font = slot.font === 'b' ? bold : regular;
    const hex = font.encodeText(placeholder(index, slot.width)).toString(); // "<7B7B…>"
    const at = text.indexOf(hex);
    if (at < 0 || text.indexOf(hex, at + 1) >= 0) throw new Error(`Letter template: placeholder ${slot.name} not found once`);
    slots.set(slot.name, { width: slot.width, offset: at + 1 });
  });

  /** Hex code of one character in the fonts' WinAnsi encoding (same for both fonts), cached. */
  const hexByChar = new Map<string, string>();
  function charHex(ch: string): string {
    let hex = hexByChar.get(ch);
    if (hex === undefined) {
      let shown = ch;
      if (!supported.has(ch.codePointAt(0)!)) {
        // Not in WinAnsi: drop accents where that helps (ő → o), else a question mark.
        const plain = (TRANSLITERATION[ch] ?? ch).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        shown = plain.length === 1 && supported.has(plain.codePointAt(0)!) ? plain : '?';
      }
      hex = regular.encodeText(shown).toString().slice(1, -1);
      hexByChar.set(ch, hex);
    }
    return hex;
  }

  /** The value cut or padded to exactly `width` characters, as hex. */
  function encode(value: string, width: number): string {
    let chars = Array.from(value.normalize('NFC').replace(/\s+/g, ' '));
    if (chars.length > width) chars = [...chars.slice(0, width - 1), '…'];
    let hex = '';
    for (const ch of chars) hex += charHex(ch);
    return hex + '20'.repeat(width - chars.length);
  }

  return {
    render(fields) {
      const out = Buffer.from(template);
      const write = (name: SlotName, value: string) => {
        const slot = slots.get(name)!;
        out.write(encode(value, slot.width), slot.offset, 'latin1');
      };
      for (let i = 0; i < RECIPIENT_LINES; i++) write(`r${i}`, fields.recipient[i] ?? '');
      write('date', fields.placeAndDate);
      write('ref', fields.reference);
      write('title', fields.title);
      write('salutation', fields.salutation);
      const body = wrapText(fields.body, BODY_WIDTH, BODY_LINES);
      for (let i = 0; i < BODY_LINES; i++) write(`b${i}`, body[i] ?? '');
      return out;
    },
  };
}
