import { describe, expect, it } from 'vitest';
import { renderTemplateBlocks } from './template-blocks.js';

describe('template blocks', () => {
  it('lays out headings, rows, rules, paragraphs and loops', () => {
    const body = '# Bericht {{Kunde.Kundenname}}\n| Ort | {{Kunde.Ort}} |\n| --- | --- |\n---\nErste Zeile\nzweite Zeile\n\n{{#Vertraege}}\n| {{VertragsNr}} | {{Sparte}} |\n{{/Vertraege}}';
    const blocks = renderTemplateBlocks(body, { Kunde: { Kundenname: 'Jürgen Müller', Ort: 'Köln' }, Vertraege: [{ VertragsNr: 'V-1', Sparte: 'KFZ' }, { VertragsNr: 'V-2', Sparte: 'Hausrat' }] });
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Bericht Jürgen Müller' },
      { kind: 'row', cells: ['Ort', 'Köln'] },
      { kind: 'rule' },
      { kind: 'paragraph', text: 'Erste Zeile zweite Zeile' },
      { kind: 'row', cells: ['V-1', 'KFZ'] },
      { kind: 'row', cells: ['V-2', 'Hausrat'] },
    ]);
  });

  it('keeps values from changing the layout', () => {
    const blocks = renderTemplateBlocks('{{Kunde.Kundenname}}\n| Name | {{Kunde.Kundenname}} |', { Kunde: { Kundenname: '# Böse | x |\n---' } });
    expect(blocks).toEqual([
      { kind: 'paragraph', text: '# Böse | x | ---' },
      { kind: 'row', cells: ['Name', '# Böse | x | ---'] },
    ]);
  });
});
