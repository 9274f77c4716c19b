/**
 * The font of the portal's own PDFs: DejaVu Sans (regular and bold, bundled in ./fonts, licence in NOTICE), which
 * prints German umlauts and ß, Polish letters (ą ć ę ł ń ó ś ź ż) and the rest of Latin, Greek and Cyrillic —
 * the standard PDF fonts cannot (WinAnsi). Embedded as a subset: a form PDF carries only the glyphs it uses.
 */
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

export type TPdfFonts = { regular: PDFFont; bold: PDFFont };

const fontFile = (name: string) => new URL(`./fonts/${name}`, import.meta.url);

/** Read once per process (about 1.5 MB together), shared by every rendering. */
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | null = null;

function loadFontBytes(): Promise<{ regular: Buffer; bold: Buffer }> {
  fontBytes ??= Promise.all([readFile(fontFile('DejaVuSans.ttf')), readFile(fontFile('DejaVuSans-Bold.ttf'))]).then(([regular, bold]) => ({ regular, bold }));
  // A failed read is not cached: the next rendering tries again.
  fontBytes.catch(() => {
    fontBytes = null;
  });
  return fontBytes;
}

export async function embedPdfFonts(doc: PDFDocument): Promise<TPdfFonts> {
  const bytes = await loadFontBytes();
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([doc.embedFont(bytes.regular, { subset: true }), doc.embedFont(bytes.bold, { subset: true })]);
  return { regular, bold };
}

/** A new portal PDF: its metadata (German, the licence as author, the render time) and the embedded fonts. */
export async function createPortalPdf(meta: { title: string; author: string; subject?: string; renderedAt: Date }): Promise<{ doc: PDFDocument; fonts: TPdfFonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  if (meta.subject) doc.setSubject(meta.subject);
  doc.setCreator('Broker portal');
  doc.setProducer('Broker portal (pdf-lib)');
  doc.setLanguage('de-DE');
  doc.setCreationDate(meta.renderedAt);
  doc.setModificationDate(meta.renderedAt);
  return { doc, fonts: await embedPdfFonts(doc) };
}
