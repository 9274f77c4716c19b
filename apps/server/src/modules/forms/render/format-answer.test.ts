/** Answers as the PDF prints them, and which documents a product renders. */
import { describe, expect, it } from 'vitest';
import { compileForm, ZFormDefinition, type TFormDefinition } from '@portal/forms';
import { answerBlocks } from './answer-blocks.js';
import { documentTexts } from './document-texts.js';
import { formatAnswer, plainTextOfHtml } from './format-answer.js';
import { documentSpecs } from './form-documents.js';
import { cardPeriod } from './ivk-service.js';

const definition = ZFormDefinition.parse({
  Titel: 'Probe',
  pages: [
    {
      id: 'p1',
      properties: { Überschrift: 'Eins' },
      controls: [
        { id: 'Betrag', type: 'number', properties: { Überschrift: 'Betrag', unit: '€', Nachkommastellen: 2 } },
        { id: 'Flaeche', type: 'number', properties: { Überschrift: 'Fläche', unit: 'm²', Nachkommastellen: 0 } },
        { id: 'Jahr', type: 'number', properties: { Überschrift: 'Baujahr', Zahlenformat: 'Jahr' } },
        { id: 'Tag', type: 'date', properties: { Überschrift: 'Tag' } },
        { id: 'Wahl', type: 'list', properties: { Überschrift: 'Wahl', multiSelect: true, options: [{ value: 1, label: 'Erste' }, { value: 2, label: 'Zweite' }] } },
        { id: 'Ok', type: 'checkbox', properties: { Überschrift: 'Einverstanden' } },
        { id: 'Frage', type: 'checkboxList', properties: { Überschrift: 'Frage' } },
        { id: 'Ort', type: 'location', properties: { Überschrift: 'Ort' } },
        { id: 'Datei', type: 'upload', properties: { Überschrift: 'Datei' } },
        { id: 'Notiz', type: 'remark', properties: { Überschrift: 'Notiz' } },
        { id: 'Hinweis', type: 'hint', properties: { Überschrift: 'Nur ein Hinweis' } },
        { id: 'Versteckt', type: 'textInput', properties: { Überschrift: 'Geheim', Versteckt: true } },
      ],
    },
    { id: 'p2', properties: { Überschrift: 'Leer' }, controls: [{ id: 'Info', type: 'hint', properties: { Überschrift: 'Info' } }] },
    { id: 'sum', properties: { Überschrift: 'Zusammenfassung', summary: true }, controls: [] },
  ],
}) as TFormDefinition;
const form = compileForm(definition);
const answer = (name: string, value: unknown) => formatAnswer(form.controls.get(name)!, value);

describe('formatAnswer', () => {
  it('formats numbers, dates, choices, checkboxes, locations, uploads and rich text de-DE', () => {
    expect(answer('Betrag', 1234.5)).toBe('1.234,50 €');
    expect(answer('Flaeche', 1200)).toBe('1.200 m²');
    expect(answer('Jahr', 1998)).toBe('1998');
    expect(answer('Tag', '2026-02-03')).toBe('03.02.2026');
    expect(answer('Tag', new Date('2026-02-02T23:00:00Z'))).toBe('03.02.2026');
    expect(answer('Wahl', [2, 1])).toBe('Zweite, Erste');
    expect(answer('Ok', true)).toBe('Ja');
    expect(answer('Ok', undefined)).toBe('Nein');
    expect(answer('Frage', 'Keine Angabe')).toBe('Keine Angabe');
    expect(answer('Ort', { latitude: '52.52', longitude: '13.405' })).toBe('Breite 52,520000, Länge 13,405000');
    expect(answer('Datei', [{ Id: 'a', Name: 'Rechnung.pdf', Size: 1, Type: 'application/pdf' }, 'https://x.test/f/Foto.jpg?sig=1'])).toBe('Rechnung.pdf, Foto.jpg');
    expect(answer('Notiz', '<p>Erste&nbsp;Zeile</p><p>Zweite &amp; <b>fett</b></p>')).toBe('Erste Zeile\nZweite & fett');
    expect(answer('Betrag', null)).toBeNull();
    // Words in the form's language; the stored checkboxList answers are German.
    const en = documentTexts('en');
    expect(formatAnswer(form.controls.get('Frage')!, 'Nein', en)).toBe('No');
    expect(formatAnswer(form.controls.get('Ok')!, true, documentTexts('pl'))).toBe('Tak');
    expect(formatAnswer(form.controls.get('Ort')!, { latitude: 1, longitude: 2 }, en)).toBe('Latitude 1,000000, longitude 2,000000');
  });

  it('reads rich text as plain text', () => {
    expect(plainTextOfHtml('<ul><li>a</li><li>b</li></ul>x<br>y&#246;&#x142;')).toBe('• a\n• b\nx\nyöł');
  });
});

describe('answerBlocks', () => {
  it('prints visible answers page by page, leaves out hidden controls, hints and pages with nothing to print', () => {
    const blocks = answerBlocks(form, { Betrag: 5, Versteckt: 'nicht drucken' }, [0, 1], new Date('2026-01-01T12:00:00Z'), documentTexts('de'));
    expect(blocks[0]).toEqual({ kind: 'page', title: 'Eins' });
    const labels = blocks.flatMap((b) => (b.kind === 'answer' ? [b.label] : []));
    expect(labels).toEqual(['Betrag', 'Fläche', 'Baujahr', 'Tag', 'Wahl', 'Einverstanden', 'Frage', 'Ort', 'Datei', 'Notiz']);
    expect(blocks.some((b) => b.kind === 'page' && b.title === 'Leer')).toBe(false);
  });
});

describe('documentSpecs', () => {
  it('defaults to one document with every page but the summary and every signature', () => {
    const withSignatures = ZFormDefinition.parse({ ...definition, options: { signatures: [{ name: 'A' }, { name: 'B', label: 'Zweite' }, { name: 'A' }] } }) as TFormDefinition;
    expect(documentSpecs(withSignatures, 'Produkt')).toEqual([{ key: 'formular', name: 'Probe', pageIndices: [0, 1], signatures: [{ name: 'A' }, { name: 'B', label: 'Zweite' }], documentType: 'ANTRAG' }]);
  });

  it('takes the declared documents with their pages and signatures, ignoring unknown references and repeated keys', () => {
    const declared = ZFormDefinition.parse({
      ...definition,
      options: {
        signatures: [{ name: 'A' }, { name: 'B' }],
        documents: [
          { key: 'antrag', name: 'Antrag', pages: ['p2', 'fehlt'], signatures: ['B', 'C'], documentType: 'ANGEBOT' },
          { key: 'antrag', name: 'Doppelt' },
          { key: 'kopie', name: 'Kopie' },
        ],
      },
    }) as TFormDefinition;
    expect(documentSpecs(declared, 'Produkt')).toEqual([
      { key: 'antrag', name: 'Antrag', pageIndices: [1], signatures: [{ name: 'B' }], documentType: 'ANGEBOT' },
      { key: 'kopie', name: 'Kopie', pageIndices: [0, 1], signatures: [{ name: 'A' }, { name: 'B' }], documentType: 'ANTRAG' },
    ]);
  });

  it('refuses signature names with dots and document keys that are no slug (definition schema)', () => {
    expect(ZFormDefinition.safeParse({ pages: [], options: { signatures: [{ name: 'a.b' }] } }).success).toBe(false);
    expect(ZFormDefinition.safeParse({ pages: [], options: { documents: [{ key: 'Groß', name: 'x' }] } }).success).toBe(false);
  });
});

describe('cardPeriod (international insurance card)', () => {
  it('names the contract\'s period, else the current insurance year', () => {
    expect(cardPeriod('2019-04-01', '2030-03-31', '2026-11-25')).toEqual({ from: '2019-04-01', to: '2030-03-31' });
    expect(cardPeriod('2019-04-01', null, '2026-11-25')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(cardPeriod('2019-12-01', null, '2026-11-25')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(cardPeriod('2027-01-01', null, '2026-11-25')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    // A first term's end already past on a contract with cover: renewed, so the current insurance year.
    expect(cardPeriod('2016-11-10', '2017-11-10', '2026-11-25')).toEqual({ from: '2026-11-10', to: '2027-11-09' });
  });
});
