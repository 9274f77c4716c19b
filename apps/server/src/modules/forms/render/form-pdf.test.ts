/** The form PDF itself: it parses, prints what it is given (umlauts and Polish letters too), wraps, numbers its pages and carries its signature fields. */
import { PDFDocument, PDFSignature } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TAnswerBlock } from './answer-blocks.js';
import { documentTexts } from './document-texts.js';
import { renderFormPdf } from './form-pdf.js';
import { pdfPageTexts, pdfText } from './pdf-text.testing.js';

const base = {
  title: 'Schadenmeldung',
  documentName: 'Schadenmeldung',
  licenseName: 'Makler Müller & Söhne GmbH',
  ownerName: 'Łucja Wężyk',
  renderedAt: new Date('2026-03-04T09:15:00Z'),
  signatures: [],
  texts: documentTexts('de'),
};

describe('renderFormPdf', () => {
  it('prints title, licence, who filled it in, the date and the answers with German and Polish letters', async () => {
    const blocks: TAnswerBlock[] = [
      { kind: 'page', title: 'Versicherungsnehmer' },
      { kind: 'answer', label: 'Straße', value: 'Große Bäckerstraße 5, Kraków – źdźbło żółć', depth: 0 },
      { kind: 'answer', label: 'Telefon', value: null, depth: 0 },
    ];
    const bytes = await renderFormPdf({ ...base, blocks });
    await PDFDocument.load(bytes);
    const text = await pdfText(bytes);
    expect(text).toContain('Schadenmeldung');
    expect(text).toContain('Makler Müller & Söhne GmbH');
    expect(text).toContain('ausgefüllt von Łucja Wężyk');
    expect(text).toContain('04.03.2026 um 10:15 Uhr');
    expect(text).toContain('Versicherungsnehmer');
    expect(text).toContain('Große Bäckerstraße 5, Kraków – źdźbło żółć');
    expect(text).toMatch(/Telefon\s+–/);
  });

  it('wraps long answers and flows onto numbered pages', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `Wort${i}`).join(' ');
    const blocks: TAnswerBlock[] = [{ kind: 'page', title: 'Hergang' }, ...Array.from({ length: 60 }, (_, i): TAnswerBlock => ({ kind: 'answer', label: `Frage ${i + 1}`, value: i === 0 ? long : `Antwort ${i + 1}`, depth: 0 }))];
    const bytes = await renderFormPdf({ ...base, blocks });
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThan(1);
    const polish = await pdfPageTexts(await renderFormPdf({ ...base, blocks, texts: documentTexts('pl') }));
    expect(polish[0]).toContain(`Strona 1 z ${polish.length}`);
    pages.forEach((page, i) => expect(page).toContain(`Seite ${i + 1} von ${pages.length}`));
    const all = pages.join('\n');
    // Every word of the long answer is printed (none cut off at the margin).
    for (const n of [0, 199, 399]) expect(all).toContain(`Wort${n}`);
    expect(all).toContain('Antwort 60');
  });

  it('adds a signature field per signature, by name, and prints its label', async () => {
    const bytes = await renderFormPdf({
      ...base,
      blocks: [{ kind: 'answer', label: 'Name', value: 'Anna', depth: 0 }],
      signatures: [{ name: 'Antragsteller', label: 'Unterschrift Antragsteller/in' }, { name: 'Vermittler' }, { name: 'Bürge' }],
    });
    const form = (await PDFDocument.load(bytes)).getForm();
    const fields = form.getFields().map((f) => [f.getName(), f instanceof PDFSignature]);
    expect(fields).toEqual([['Antragsteller', true], ['Vermittler', true], ['Bürge', true]]);
    const text = await pdfText(bytes);
    expect(text).toContain('Unterschrift Antragsteller/in');
    expect(text).toContain('Unterschrift Vermittler');
  });
});

describe('long answers', () => {
  it('breaks a 100,000-character word into lines, losing no character (no timing here: speed belongs to benchmarks)', async () => {
    const word = 'ABCDEFGHIJ'.repeat(10_000);
    const bytes = await renderFormPdf({ ...base, blocks: [{ kind: 'answer', label: 'Daten', value: word, depth: 0 }] });
    const text = (await pdfText(bytes)).replace(/\s/g, '');
    expect(text).toContain('ABCDEFGHIJ'.repeat(10));
    expect(text.split('ABCDEFGHIJ').length - 1).toBeGreaterThanOrEqual(10_000);
  });
});
