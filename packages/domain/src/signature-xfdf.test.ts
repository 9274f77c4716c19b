import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSignatureXfdf, hasSignatureStrokes, matchInksToWidgets, parseSignatureXfdf } from './signature-xfdf.js';
import type { TSignatureWidget } from './signing-api.js';

const widgets: TSignatureWidget[] = [
  { DocumentId: 'v3-schadenmeldung', Page: 0, X: 50, Y: 100, Width: 200, Height: 60 },
  { DocumentId: 'v3-formular', Page: 2, X: 300.5, Y: 40.25, Width: 150, Height: 45 },
];
const strokes = [
  [
    [0, 0],
    [0.5, 0.5],
    [1, 1],
  ],
  [[0.2, 0.8]],
] as const;

describe('signature XFDF', () => {
  it('places one ink per widget and reads it back in PDF points', () => {
    const xml = buildSignatureXfdf({ widgets, strokes, field: 'Unterschrift Kunde', author: 'a&b@example.com', date: new Date('2026-11-26T10:00:00Z') });
    const parsed = parseSignatureXfdf(xml);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.inks).toHaveLength(2);
    const [first] = parsed.inks;
    expect(first).toMatchObject({ DocumentId: 'v3-schadenmeldung', Page: 0, Field: 'Unterschrift Kunde', Rect: { X: 50, Y: 100, Width: 200, Height: 60 } });
    // Pad (0,0) is the top left: PDF y is the widget's top edge.
    expect(first!.Strokes[0]).toEqual([
      [50, 160],
      [150, 130],
      [250, 100],
    ]);
    expect(matchInksToWidgets(parsed.inks, widgets).ok).toBe(true);
  });

  it('says missing when nothing was drawn, mismatch for the wrong widgets, outside for stray points', () => {
    const empty = parseSignatureXfdf(buildSignatureXfdf({ widgets, strokes: [], field: 'F', author: 'x', date: new Date() }));
    expect(empty.ok && matchInksToWidgets(empty.inks, widgets)).toEqual({ ok: false, reason: 'missing' });
    const one = parseSignatureXfdf(buildSignatureXfdf({ widgets: widgets.slice(0, 1), strokes, field: 'F', author: 'x', date: new Date() }));
    expect(one.ok && matchInksToWidgets(one.inks, widgets)).toEqual({ ok: false, reason: 'mismatch' });
    const xml = buildSignatureXfdf({ widgets: widgets.slice(0, 1), strokes, field: 'F', author: 'x', date: new Date() }).replace('<gesture>', '<gesture>999,999;');
    const stray = parseSignatureXfdf(xml);
    expect(stray.ok && matchInksToWidgets(stray.inks, widgets.slice(0, 1))).toEqual({ ok: false, reason: 'outside' });
    expect(hasSignatureStrokes([[[0, 0]]])).toBe(false);
  });

  it('rejects DTDs, broken XML and malformed inks without throwing', () => {
    expect(parseSignatureXfdf('<!DOCTYPE x [<!ENTITY a "aaaa">]><xfdf/>').ok).toBe(false);
    expect(parseSignatureXfdf('<xfdf><annots>').ok).toBe(false);
    expect(parseSignatureXfdf('<xfdf><annots><ink page="0" rect="1,2,3" name="sig:a:0"/></annots></xfdf>').ok).toBe(false);
    expect(parseSignatureXfdf('<xfdf><annots><ink page="1" rect="1,2,3,4" name="sig:a:0"/></annots></xfdf>').ok).toBe(false);
    expect(parseSignatureXfdf('<other/>').ok).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseSignatureXfdf(s).ok === 'boolean'));
    fc.assert(fc.property(fc.string(), (s) => typeof parseSignatureXfdf(`<xfdf><annots><ink page="0" rect="0,0,1,1" name="sig:d:0"><inklist><gesture>${s}</gesture></inklist></ink></annots></xfdf>`).ok === 'boolean'));
  });
});
