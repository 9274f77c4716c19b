/**
 * For the tests of uploads and the AI import: a form with upload controls, a gptUpload control and controls of
 * every importable type marked KI-Abruf (one not marked), inserted as a product of a licence; and real PDFs with
 * text at given places, made with pdf-lib.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../../../platform/db/client.js';
import { formProducts } from '../../../platform/db/schema.js';

const control = (type: string, name: string, properties: Record<string, unknown> = {}) => ({ id: name, type, properties: { Kennung: name, ...properties } });
const ai = { 'KI-Abruf': true };

export const IMPORT_TEST_FORM = {
  Titel: 'Schaden mit Belegen',
  pages: [
    {
      id: 'p1',
      type: 'page',
      properties: { Überschrift: 'Schaden' },
      controls: [
        control('gptUpload', 'Import', { Überschrift: 'Schadenanzeige einlesen' }),
        control('textInput', 'Versicherungsnummer', { ...ai, Überschrift: 'Versicherungsscheinnummer', 'Maximale Länge': 30, 'KI-Hilfe': 'Die Nummer des Versicherungsscheins, z. B. VS-2024-001' }),
        control('number', 'Schadenhoehe', { ...ai, Überschrift: 'Schadenhöhe', unit: '€', Nachkommastellen: 2, Minimum: 0 }),
        control('date', 'Schadentag', { ...ai, Überschrift: 'Schadentag', Maximum: 'Today' }),
        control('time', 'Uhrzeit', { ...ai, Überschrift: 'Uhrzeit' }),
        control('list', 'Schadenart', { ...ai, Überschrift: 'Schadenart', options: [{ name: 'Leitungswasser', label: 'Leitungswasser', value: 'LW' }, { name: 'Feuer', label: 'Feuer', value: 'FE' }, { name: 'Sturm', label: 'Sturm/Hagel', value: 'ST' }] }),
        control('checklist', 'Betroffen', { ...ai, Überschrift: 'Betroffene Räume', options: [{ label: 'Küche', value: 'kueche' }, { label: 'Bad', value: 'bad' }, { label: 'Keller', value: 'keller' }] }),
        control('checkbox', 'Polizei', { ...ai, Überschrift: 'Polizei verständigt' }),
        control('checkboxList', 'Vorsteuer', { ...ai, Überschrift: 'Vorsteuerabzugsberechtigt' }),
        control('textarea', 'Hergang', { ...ai, Überschrift: 'Schadenhergang', 'Maximale Länge': 2000 }),
        control('textInput', 'Kuerzel', { ...ai, Überschrift: 'Kürzel', 'Maximale Länge': 3 }),
        control('textInput', 'Intern', { Überschrift: 'Interne Notiz' }),
        control('upload', 'Belege', { Überschrift: 'Belege', allowedFormats: ['.pdf', '.png'] }),
        control('upload', 'Fotos', { Überschrift: 'Fotos' }),
      ],
    },
  ],
};

/** Inserts the form as a product every role may start; answers its id. */
export async function insertImportTestProduct(db: Db, licenseId: string): Promise<string> {
  const [row] = await db
    .insert(formProducts)
    .values({ licenseId, name: `Schaden mit Belegen ${licenseId}`, definition: IMPORT_TEST_FORM, startRoles: [] })
    .returning({ id: formProducts.id });
  return row!.id;
}

export type TPlacedText = { text: string; x: number; y: number; size?: number };

/** A one-page PDF (A4) with each text drawn where it says, in Helvetica. */
export async function pdfWithText(texts: readonly TPlacedText[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const t of texts) page.drawText(t.text, { x: t.x, y: t.y, size: t.size ?? 11, font });
  return Buffer.from(await doc.save());
}
