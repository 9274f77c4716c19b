/** The built-in extractor and its readers of German values, on real PDFs made with pdf-lib and on text lines. */
import { compileForm, ZFormDefinition } from '@portal/forms';
import { describe, expect, it } from 'vitest';
import { DEMO_FORMS } from '../../../seed/demo-forms.js';
import { extractByLabels } from './builtin-extractor.js';
import { foldText, sameFolded } from './fuzzy-text.js';
import { parseGermanDate, parseGermanNumber, parseTime, parseYesNo } from './german-values.js';
import { importFields, proposedValues } from './import-fields.js';
import { IMPORT_TEST_FORM, pdfWithText } from './import-test-form.js';
import { pdfTextLines, type TTextLine } from './pdf-text.js';

const form = compileForm(ZFormDefinition.parse(IMPORT_TEST_FORM));
const fields = importFields(form);
const NOW = new Date('2026-11-25T12:00:00Z');
const lines = (...rows: (string | string[])[]): TTextLine[] => rows.map((r) => ({ cells: Array.isArray(r) ? r : [r], newParagraph: false }));
const propose = (rows: TTextLine[]) => proposedValues(form, fields, extractByLabels(rows, fields), NOW);

describe('German values', () => {
  it('reads numbers de-DE, with units and thousands separators', () => {
    expect(parseGermanNumber('1.234,56 €')).toBe(1234.56);
    expect(parseGermanNumber('EUR 12.500')).toBe(12500);
    expect(parseGermanNumber('ca. 12,5 %')).toBe(12.5);
    expect(parseGermanNumber('1 234,50')).toBe(1234.5);
    expect(parseGermanNumber('−20')).toBe(-20);
    expect(parseGermanNumber('keine')).toBeNull();
  });

  it('reads dates in the usual German ways, and refuses days that do not exist', () => {
    expect(parseGermanDate('am 03.05.2024 gegen Mittag', '2026-11-25')).toBe('2024-05-03');
    expect(parseGermanDate('3.5.24', '2026-11-25')).toBe('2024-05-03');
    expect(parseGermanDate('1.1.99', '2026-11-25')).toBe('1999-01-01');
    expect(parseGermanDate('3. März 2024', '2026-11-25')).toBe('2024-03-03');
    expect(parseGermanDate('2024-05-03', '2026-11-25')).toBe('2024-05-03');
    expect(parseGermanDate('31.02.2024', '2026-11-25')).toBeNull();
  });

  it('reads times and yes/no answers', () => {
    expect(parseTime('gegen 14:30')).toBe('14:30');
    expect(parseTime('9.05 Uhr')).toBe('09:05');
    expect(parseTime('18 Uhr')).toBe('18:00');
    expect(parseTime('25:00')).toBeNull();
    expect(parseYesNo('JA')).toBe('Ja');
    expect(parseYesNo('nein')).toBe('Nein');
    expect(parseYesNo('k. A.')).toBe('Keine Angabe');
    expect(parseYesNo('vielleicht')).toBeNull();
  });

  it('compares labels forgiving case, umlauts, spacing and a typing error in longer words', () => {
    expect(foldText('Schadenhöhe (in €)*')).toBe('schadenhoehe in');
    expect(sameFolded(foldText('SCHADENHOEHE'), foldText('Schadenhöhe'))).toBe(true);
    expect(sameFolded(foldText('Versicherungsschein-Nummer'), foldText('Versicherungsscheinnummer'))).toBe(true);
    expect(sameFolded(foldText('Versicherungsscheinummer'), foldText('Versicherungsscheinnummer'))).toBe(true);
    expect(sameFolded(foldText('Bad'), foldText('Rad'))).toBe(false);
  });
});

describe('the built-in extractor', () => {
  it('fills fields from a real PDF by their labels: after a colon, in the next column, on the next line', async () => {
    const pdf = await pdfWithText([
      { text: 'Schadenanzeige Hausrat', x: 50, y: 800, size: 16 },
      { text: 'Versicherungsschein-Nr.: VS-2024-001', x: 50, y: 760 },
      { text: 'Schadenhöhe:', x: 50, y: 740 },
      { text: '1.234,56 €', x: 220, y: 740 },
      { text: 'Schadentag', x: 50, y: 720 },
      { text: '03.05.2024', x: 50, y: 706 },
      { text: 'Uhrzeit: ca. 14.30 Uhr', x: 50, y: 680 },
      { text: 'Schadenart: Sturm / Hagel', x: 50, y: 660 },
      { text: 'Betroffene Räume: Küche, Keller', x: 50, y: 640 },
      { text: 'Polizei verständigt: nein', x: 50, y: 620 },
      { text: 'Vorsteuerabzugsberechtigt: k. A.', x: 50, y: 600 },
      { text: 'Kürzel: ABCD', x: 50, y: 580 },
      { text: 'Interne Notiz: nicht übernehmen', x: 50, y: 560 },
      { text: 'Schadenhergang:', x: 50, y: 530 },
      { text: 'Beim Sturm in der Nacht brach ein Ast', x: 50, y: 516 },
      { text: 'durch das Küchenfenster.', x: 50, y: 502 },
      { text: 'Mit freundlichen Grüßen', x: 50, y: 440 },
    ]);
    const values = proposedValues(form, fields, extractByLabels(await pdfTextLines(pdf), fields), NOW);
    expect(values).toEqual({
      Versicherungsnummer: 'VS-2024-001',
      Schadenhoehe: 1234.56,
      Schadentag: '2024-05-03',
      Uhrzeit: '14:30',
      Schadenart: 'ST',
      Betroffen: ['kueche', 'keller'],
      Polizei: false,
      Vorsteuer: 'Keine Angabe',
      Hergang: 'Beim Sturm in der Nacht brach ein Ast\ndurch das Küchenfenster.',
    });
  });

  it('drops what the control would refuse, and takes the next place the label occurs instead', () => {
    const values = propose(
      lines('Schadentag: 01.01.2099', 'Schadentag: 24.12.2025', 'Schadenhöhe: -5', 'Schadenart: Erdbeben', 'Kürzel: XYZ', 'Versicherungsscheinnummer: ' + 'x'.repeat(31)),
    );
    // A future day (Maximum Today), a negative sum (Minimum 0), an option the list lacks, a text too long: dropped.
    expect(values).toEqual({ Schadentag: '2025-12-24', Kuerzel: 'XYZ' });
  });

  it('reads a label and its value in neighbouring cells, and never runs a value into the next label', () => {
    expect(propose(lines(['Schadenhöhe', '980,00 EUR'], ['Schadentag', 'Uhrzeit: 08:15']))).toEqual({ Schadenhoehe: 980, Uhrzeit: '08:15' });
  });

  it('finds nothing in a document without the labels', () => {
    expect(propose(lines('Sehr geehrte Damen und Herren,', 'anbei die Unterlagen.'))).toEqual({});
  });
});

describe('the demo claim report', () => {
  it('has an AI import that fills its KI-Abruf controls from a PDF', async () => {
    const demo = compileForm(ZFormDefinition.parse(DEMO_FORMS.find((f) => f.key === 'schadenmeldung')!.definition));
    expect(demo.controls.get('DokumentEinlesen')?.type).toBe('gptUpload');
    const demoFields = importFields(demo);
    expect(demoFields.map((f) => f.name)).toEqual(['Versicherungsnummer', 'Hergang']);
    const pdf = await pdfWithText([
      { text: 'Versicherungsschein-Nr.: HR-4711-2025', x: 50, y: 780 },
      { text: 'Wie ist der Schaden entstanden?', x: 50, y: 740 },
      { text: 'Die Waschmaschine lief aus.', x: 50, y: 726 },
    ]);
    expect(proposedValues(demo, demoFields, extractByLabels(await pdfTextLines(pdf), demoFields), NOW)).toEqual({
      Versicherungsnummer: 'HR-4711-2025',
      Hergang: 'Die Waschmaschine lief aus.',
    });
  });
});
