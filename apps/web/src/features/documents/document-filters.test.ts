import { describe, expect, it } from 'vitest';
import { bulkTarget, documentFilters, documentsZipName, EMPTY_DOCUMENT_FILTER, previewKind, documentPageSize } from './document-filters';

const all = { route: 'alle_dokumente', broker: true, serviceLicence: true } as const;

describe('documentFilters', () => {
  it('no filters on /dokumente without choices; Read IsEmpty on the new-documents route', () => {
    expect(documentFilters(EMPTY_DOCUMENT_FILTER, all)).toEqual([]);
    expect(documentFilters(EMPTY_DOCUMENT_FILTER, { ...all, route: 'neue_dokumente' })).toEqual([{ Property: 'Read', Operator: 'IsEmpty', Value: true }]);
  });

  it('maps every choice', () => {
    const f = documentFilters(
      {
        customer: { Id: 'c1', Kundenname: 'X' },
        types: ['POLICE', 'ANTRAG'],
        folders: [' Post ', 'Post', 'Rechnungen'],
        tags: [{ Id: 't1', Name: 'Kfz' }],
        assignments: ['Vertrag', 'Kunde'],
        unreadOnly: true,
        syncedOnly: true,
        stockOnly: true,
        serviceOnly: true,
      },
      all,
    );
    expect(f).toEqual([
      { Property: 'Read', Operator: 'IsEmpty', Value: true },
      { Property: 'Kunde.Id', Operator: 'Equal', Value: 'c1' },
      { Property: 'Brieftyp', Operator: 'In', Value: ['POLICE', 'ANTRAG'] },
      { Property: 'Folder', Operator: 'In', Value: ['Post', 'Rechnungen'] },
      { Property: 'Tags', Operator: 'In', Value: ['t1'] },
      { Property: 'Kunde.Id', Operator: 'IsEmpty', Value: false },
      { Property: 'Vertrag.Id', Operator: 'IsEmpty', Value: false },
      { Property: 'Synced', Operator: 'Equal', Value: true },
      { Property: 'Bestand', Operator: 'Equal', Value: true },
      { Property: 'Service', Operator: 'Equal', Value: true },
    ]);
  });

  it('stock documents only for brokers, Service only for SERVICE licences', () => {
    const form = { ...EMPTY_DOCUMENT_FILTER, stockOnly: true, serviceOnly: true };
    expect(documentFilters(form, { ...all, broker: false, serviceLicence: false })).toEqual([]);
  });
});

describe('bulk actions', () => {
  it('selection mode needs a choice; otherwise all', () => {
    expect(bulkTarget(false, [])).toEqual({ kind: 'all' });
    expect(bulkTarget(true, [])).toEqual({ kind: 'none' });
    expect(bulkTarget(true, ['a'])).toEqual({ kind: 'ids', ids: ['a'] });
  });
  it('zip name and preview kinds', () => {
    expect(documentsZipName(new Date(2026, 0, 5, 12))).toBe('Dokumenteneingang_2026-01-05.zip');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('application/msword')).toBe('download');
  });
});

describe('documentPageSize', () => {
  it('fits the rows into the window, at least 10, 25 when the height is unknown', () => {
    expect(documentPageSize(undefined)).toBe(25);
    expect(documentPageSize(0)).toBe(25);
    expect(documentPageSize(600)).toBe(10);
    expect(documentPageSize(1480)).toBe(25);
    expect(documentPageSize(2200)).toBe(41);
  });
});
