import { describe, expect, it } from 'vitest';
import { compileForm, ZFormDefinition } from '@portal/forms';
import { diffFormData, labelOfPath, mineOnTop, pageOfPath } from './form-data-diff';

const form = compileForm(
  ZFormDefinition.parse({
    pages: [
      { id: 'p1', controls: [{ id: 'c1', type: 'textInput', properties: { Kennung: 'Name', Überschrift: 'Ihr Name' } }] },
      {
        id: 'p2',
        controls: [
          { id: 'c2', type: 'number', properties: { Kennung: 'Betrag', Überschrift: 'Schadenhöhe' } },
          { id: 'g', type: 'group', properties: { Kennung: 'Zeugen', Überschrift: 'Zeuge', repeating: true }, controls: [{ id: 'c3', type: 'textInput', properties: { Kennung: 'ZeugeName', Überschrift: 'Name des Zeugen' } }] },
        ],
      },
    ],
  }),
);

describe('diffFormData', () => {
  it('lists each differing answer with its label, in form order, groups entry by entry', () => {
    const mine = { Betrag: 100, Name: 'Anna', Zeugen: [{ ZeugeName: 'Bert' }, { ZeugeName: 'Cem' }] };
    const theirs = { Betrag: 120, Name: 'Anna', Zeugen: [{ ZeugeName: 'Berta' }] };
    expect(diffFormData(form, mine, theirs)).toEqual([
      { path: 'Betrag', label: 'Schadenhöhe', mine: 100, theirs: 120 },
      { path: 'Zeugen.0.ZeugeName', label: 'Zeuge 1: Name des Zeugen', mine: 'Bert', theirs: 'Berta' },
      { path: 'Zeugen.1.ZeugeName', label: 'Zeuge 2: Name des Zeugen', mine: 'Cem', theirs: undefined },
    ]);
  });

  it('treats absent, null and empty answers as the same', () => {
    expect(diffFormData(form, { Name: '' }, {})).toEqual([]);
    expect(diffFormData(form, { Zeugen: [] }, { Zeugen: null })).toEqual([]);
  });

  it('names unknown answers by their key when the form is not known', () => {
    expect(diffFormData(null, { X: 1 }, { X: 2 })).toEqual([{ path: 'X', label: 'X', mine: 1, theirs: 2 }]);
  });
});

describe('pageOfPath', () => {
  it('finds the page of a control named by an API path, also inside a group', () => {
    expect(pageOfPath(form, 'Data.Name')).toBe(0);
    expect(pageOfPath(form, 'Data.Zeugen.0.ZeugeName')).toBe(1);
    expect(pageOfPath(form, 'Betrag')).toBe(1);
    expect(pageOfPath(form, 'Data.Unbekannt')).toBeNull();
  });
});

describe('mineOnTop', () => {
  it('lays the user\'s own changes over the server\'s answers and keeps what only the other side changed', () => {
    const base = { Name: 'Anna', Betrag: 100, Alt: 'weg' };
    const mine = { Name: 'Anna', Betrag: 150 };
    const theirs = { Name: 'Anna B.', Betrag: 100, Alt: 'weg', Neu: 'x' };
    expect(mineOnTop(base, mine, theirs)).toEqual({ Name: 'Anna B.', Betrag: 150, Neu: 'x' });
  });

  it('the user wins where both changed the same answer', () => {
    expect(mineOnTop({ Name: 'A' }, { Name: 'Mine' }, { Name: 'Theirs' })).toEqual({ Name: 'Mine' });
  });
});

describe('labelOfPath', () => {
  it('names a control by its label, inside a group with the entry number', () => {
    expect(labelOfPath(form, 'Data.Name')).toBe('Ihr Name');
    expect(labelOfPath(form, 'Data.Zeugen.1.ZeugeName')).toBe('Zeuge 2: Name des Zeugen');
    expect(labelOfPath(form, 'Data.Zeugen')).toBe('Zeuge');
    expect(labelOfPath(form, 'Data.Unbekannt')).toBe('Unbekannt');
  });
});
