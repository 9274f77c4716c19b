import { describe, expect, it } from 'vitest';
import { DATA_CATALOG, DEFAULT_LIST_COLUMNS, type TDataType } from '@portal/domain';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import pl from '../../i18n/pl.json';
import { cellDisplay, cellText } from './cell-value';
import { columnLabelKey } from './column-label';
import { moveItem, setColumnSort, toggleColumn } from './column-order';
import { getPath, rowId } from './data-path';
import { buildQueryBody, nextPageParam, queryFields } from './data-query-request';
import { fileNameOf } from './export-api';
import { groupingAllowed, groupRows } from './grouping';
import { choosableProperties, defaultColumns, resolveColumns } from './list-columns';

const LIST_TYPES: TDataType[] = ['Vertrag', 'Schaden', 'Kunde', 'Adresse', 'Gesellschaft'];
const lookup = (tree: unknown, key: string): unknown => getPath(tree, key);

describe('column labels', () => {
  it('every catalogue property of the five list types has a label in de, en and pl', () => {
    for (const type of LIST_TYPES) {
      for (const def of DATA_CATALOG[type]) {
        const key = columnLabelKey(type, def.name);
        for (const [lang, json] of Object.entries({ de, en, pl })) {
          const label = lookup(json, key);
          expect(typeof label === 'string' && label.length > 0, `${lang} ${key}`).toBe(true);
        }
      }
    }
  });
});

describe('cell rendering', () => {
  const row = { VertragsNr: 'V-1', Waehrung: 'USD', Bruttopraemie: 1234.5, Vertragsbeginn: '2025-03-01', Erstellt: '2025-03-01T10:00:00.000Z', Aktiv: true, Kunde: { Ort: '', Plz: null, Strasse: 'Hauptstr. 1' }, Leer: null };
  it('money uses the row currency, dates DD.MM.YYYY, booleans yes/no', () => {
    expect(cellDisplay({ name: 'Bruttopraemie', type: 'money' }, row)).toEqual({ kind: 'text', text: '1.234,50 $' });
    expect(cellDisplay({ name: 'Bruttopraemie', type: 'money' }, { Bruttopraemie: 10 })).toEqual({ kind: 'text', text: '10,00 €' });
    expect(cellDisplay({ name: 'Vertragsbeginn', type: 'date' }, row)).toEqual({ kind: 'text', text: '01.03.2025' });
    expect(cellDisplay({ name: 'Aktiv', type: 'boolean' }, row)).toEqual({ kind: 'boolean', value: true });
    expect(cellText({ name: 'Aktiv', type: 'boolean' }, { Aktiv: false }, { yes: 'Ja', no: 'Nein' })).toBe('Nein');
    expect(cellDisplay({ name: 'Leer', type: 'string' }, row)).toEqual({ kind: 'empty' });
  });
  it('missing street, postcode and city show ---', () => {
    expect(cellDisplay({ name: 'Kunde.Ort', type: 'string' }, row)).toEqual({ kind: 'text', text: '---' });
    expect(cellDisplay({ name: 'Kunde.Plz', type: 'string' }, row)).toEqual({ kind: 'text', text: '---' });
    expect(cellDisplay({ name: 'Kunde.Strasse', type: 'string' }, row)).toEqual({ kind: 'text', text: 'Hauptstr. 1' });
    expect(cellDisplay({ name: 'Strasse', type: 'string' }, {})).toEqual({ kind: 'text', text: '---' });
  });
  it('reads nested dotted paths and the row id', () => {
    expect(getPath({ Vertrag: { Kunde: { Kundenname: 'X' } } }, 'Vertrag.Kunde.Kundenname')).toBe('X');
    expect(getPath({ Vertrag: null }, 'Vertrag.Kunde')).toBeUndefined();
    expect(rowId({ Id: 7 })).toBe('7');
  });
});

describe('data query paging', () => {
  it('first page asks for the total; later pages continue at the cursor', () => {
    const first = buildQueryBody({ fields: ['Id'], filters: [], sorts: [{ Property: 'VertragsNr', Direction: 'asc' }], take: 100, page: { skip: 0 } });
    expect(first).toEqual({ Fields: ['Id'], Page: { Skip: 0, Take: 100, ReturnTotal: true }, Filters: [], Sorts: [{ Property: 'VertragsNr', Direction: 'asc' }] });
    const next = buildQueryBody({ fields: ['Id'], filters: [], sorts: [], take: 100, page: { skip: 100, after: 'c1' } });
    expect(next.Page).toEqual({ Skip: 0, Take: 100, ReturnTotal: false, After: 'c1' });
    expect(next.Sorts).toBeUndefined();
    expect(buildQueryBody({ fields: [], filters: [], sorts: [], take: 50, page: { skip: 50 } }).Page).toEqual({ Skip: 50, Take: 50, ReturnTotal: false });
  });
  it('fewer rows than asked for means everything is loaded', () => {
    expect(nextPageParam({ Items: new Array(99).fill({}) }, 99, 100)).toBeUndefined();
    expect(nextPageParam({ Items: new Array(100).fill({}), Next: 'abc' }, 200, 100)).toEqual({ skip: 200, after: 'abc' });
    expect(nextPageParam({ Items: new Array(100).fill({}), Next: null }, 100, 100)).toEqual({ skip: 100 });
  });
  it('fields are unique and keep their order', () => {
    expect(queryFields(['VertragsNr', 'Id'], ['Id', 'Typ'])).toEqual(['VertragsNr', 'Id', 'Typ']);
  });
});

describe('columns', () => {
  it('brokers are offered the agent columns, others not; ids and pseudo-properties never', () => {
    const names = (broker: boolean) => choosableProperties('Vertrag', broker).map((d) => d.name);
    expect(names(true)).toContain('Abschlussvermittler');
    expect(names(false)).not.toContain('Abschlussvermittler');
    expect(names(false)).not.toContain('AbschlussvermittlerName');
    expect(names(true)).not.toContain('Id');
    expect(names(true)).not.toContain('AngebotAktuell');
  });
  it('takes the licence definition, else the built-in defaults', () => {
    expect(defaultColumns('VERTRAG', undefined).columns).toEqual([...DEFAULT_LIST_COLUMNS.VERTRAG]);
    const def = {
      Locked: false,
      Columns: [
        { Id: '1', DisplayName: 'Nr', DataType: 'string', OnGrid: true, Path: 'VertragsNr', Sort: 'desc' as const },
        { Id: '2', DisplayName: 'Kunde', DataType: 'string', OnGrid: false, Path: 'Kunde.Kundenname' },
      ],
    };
    expect(defaultColumns('VERTRAG', def)).toEqual({ columns: ['VertragsNr'], sorts: [{ Property: 'VertragsNr', Direction: 'desc' }] });
  });
  it('saved settings win unless the licence locks the columns; unknown or broker columns are dropped', () => {
    const saved = { Columns: ['Produkt', 'Abschlussvermittler', 'Unsinn'], Sorts: [{ Property: 'Produkt', Direction: 'asc' as const }] };
    const r = resolveColumns({ listKey: 'VERTRAG', broker: false, definition: undefined, saved });
    expect(r.columns.map((c) => c.name)).toEqual(['Produkt']);
    expect(r.sorts).toEqual([{ Property: 'Produkt', Direction: 'asc' }]);
    const locked = resolveColumns({ listKey: 'VERTRAG', broker: true, definition: { Locked: true, Columns: [] }, saved });
    expect(locked.locked).toBe(true);
    expect(locked.columns.map((c) => c.name)).toEqual([...DEFAULT_LIST_COLUMNS.VERTRAG]);
    expect(resolveColumns({ listKey: 'KUNDE', broker: false, definition: undefined, saved: { Columns: ['Unsinn'] } }).columns.map((c) => c.name)).toEqual([...DEFAULT_LIST_COLUMNS.KUNDE]);
  });
  it('column dialog edits: move, show/hide (hiding drops the sort), sort priority', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(toggleColumn({ columns: ['a', 'b'], sorts: [{ Property: 'b', Direction: 'asc' }] }, 'b', false)).toEqual({ columns: ['a'], sorts: [] });
    expect(toggleColumn({ columns: ['a'], sorts: [] }, 'c', true).columns).toEqual(['a', 'c']);
    const s = setColumnSort([{ Property: 'a', Direction: 'asc' }], 'b', 'desc');
    expect(s).toEqual([{ Property: 'a', Direction: 'asc' }, { Property: 'b', Direction: 'desc' }]);
    expect(setColumnSort(s, 'a', 'desc')[0]).toEqual({ Property: 'a', Direction: 'desc' });
    expect(setColumnSort(s, 'a', 'none')).toEqual([{ Property: 'b', Direction: 'desc' }]);
  });
});

describe('grouping', () => {
  it('groups by label with the empty group last, rows keep their order', () => {
    const rows = [{ s: 'B' }, { s: '' }, { s: 'A' }, { s: 'B' }];
    const items = groupRows(rows, (r) => r.s, (k) => k || 'Ohne');
    expect(items.map((i) => (i.kind === 'group' ? `[${i.label}:${i.count}]` : i.index))).toEqual(['[A:1]', 2, '[B:2]', 0, 3, '[Ohne:1]', 1]);
  });
  it('is allowed only up to the limit', () => {
    expect(groupingAllowed(2000, 2000)).toBe(true);
    expect(groupingAllowed(2001, 2000)).toBe(false);
    expect(groupingAllowed(undefined, 2000)).toBe(false);
  });
});

describe('export file name', () => {
  it('reads plain and encoded names', () => {
    expect(fileNameOf('attachment; filename="Export_Vertrag_2026-11-22.csv"', 'x.csv')).toBe('Export_Vertrag_2026-11-22.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''Vertr%C3%A4ge.csv", 'x.csv')).toBe('Verträge.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});

describe('columns a member may not see', () => {
  it('never offers nor shows hidden properties (premiums hidden from end customers)', () => {
    const hidden = new Set(['BruttopraemieGemaessZahlweise', 'PraemieNetto']);
    expect(choosableProperties('Vertrag', false, hidden).some((d) => hidden.has(d.name))).toBe(false);
    const resolved = resolveColumns({ listKey: 'VERTRAG', broker: false, definition: undefined, saved: { Columns: ['VertragsNr', 'PraemieNetto'] }, hidden });
    expect(resolved.columns.map((c) => c.name)).toEqual(['VertragsNr']);
    const defaults = resolveColumns({ listKey: 'VERTRAG', broker: false, definition: undefined, saved: undefined, hidden });
    expect(defaults.columns.map((c) => c.name)).not.toContain('BruttopraemieGemaessZahlweise');
  });
});
