import { describe, expect, it } from 'vitest';
import { FEED_ITEM_DEFAULTS, feedDescription, feedItemDate, feedItemForViewer, ZActivityFeedQuery, type TFeedItem } from './activity-feed.js';

const item = (o: Partial<TFeedItem> = {}): TFeedItem => ({
  Typ: 'Vertrag',
  Id: 'self',
  Headline: 'H',
  Erstellt: '2026-01-01T08:00:00.000Z',
  Bearbeitet: '2026-02-01T08:00:00.000Z',
  License: 'L',
  ...FEED_ITEM_DEFAULTS,
  ...o,
});
const link = (Id: string, Headline: string, Typ: string | null = null) => ({ Id, Headline, Typ });

describe('feedItemDate', () => {
  it('shows a document its creation date, not its change date', () => {
    expect(feedItemDate(item({ Typ: 'Brief' }))).toEqual({ kind: 'created', date: '2026-01-01T08:00:00.000Z' });
  });
  it('shows a process its last message date and last action', () => {
    const d = feedItemDate(item({ Typ: 'Process', LastMessage: { Created: '2026-03-03T09:00:00.000Z' }, LastAction: { Type: 'Datei', FromMakler: false } }));
    expect(d).toEqual({ kind: 'lastMessage', date: '2026-03-03T09:00:00.000Z', action: { type: 'Datei', fromMakler: false } });
  });
  it('falls back to the change time for a process without messages', () => {
    expect(feedItemDate(item({ Typ: 'Process' }))).toEqual({ kind: 'lastMessage', date: '2026-02-01T08:00:00.000Z', action: null });
  });
  it.each(['Kunde', 'Vertrag', 'Schaden', 'Vermittler'] as const)('shows %s its change date', (Typ) => {
    expect(feedItemDate(item({ Typ }))).toEqual({ kind: 'changed', date: '2026-02-01T08:00:00.000Z' });
  });
});

describe('feedDescription', () => {
  it('lists linked objects as customer, contract, claim, process, intermediary', () => {
    const parts = feedDescription(
      item({
        Typ: 'Brief',
        Vermittler: [link('v', 'Vermittler Eins')],
        Vorgaenge: [link('p', 'Rückfrage')],
        Schaeden: [link('s', 'S-1')],
        Vertraege: [link('c', 'A1-1', 'KOMPAKTKRAFT')],
        Kunden: [link('k', 'Anna Eins')],
      }),
    );
    expect(parts.map((p) => [p.kind, p.link.Headline])).toEqual([
      ['Kunde', 'Anna Eins'],
      ['Vertrag', 'A1-1'],
      ['Schaden', 'S-1'],
      ['Vorgang', 'Rückfrage'],
      ['Vermittler', 'Vermittler Eins'],
    ]);
    expect(parts[1]!.link.Typ).toBe('KOMPAKTKRAFT');
  });
  it('leaves out the entry itself, the scope object, duplicates and empty labels', () => {
    const parts = feedDescription(
      item({ Kunden: [link('k', 'Anna Eins'), link('k', 'Anna Eins')], Vertraege: [link('self', 'A1-1')], Schaeden: [link('s', '  ')], Vermittler: [link('v', 'V')] }),
      { exclude: ['v'] },
    );
    expect(parts.map((p) => p.link.Id)).toEqual(['k']);
  });
  it('is empty without linked objects', () => {
    expect(feedDescription(item())).toEqual([]);
  });
});

describe('ZActivityFeedQuery', () => {
  it('defaults to the first page of 10', () => {
    expect(ZActivityFeedQuery.parse({})).toEqual({ skip: 0, take: 10 });
  });
  it.each([5, 10, 25, 50])('accepts page size %i', (take) => {
    expect(ZActivityFeedQuery.parse({ take: String(take) }).take).toBe(take);
  });
  it('refuses other page sizes naming take', () => {
    const r = ZActivityFeedQuery.safeParse({ take: '7' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['take']);
  });
  it('takes at most one scope object, naming the second', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(ZActivityFeedQuery.parse({ Kunde: id }).Kunde).toBe(id);
    const r = ZActivityFeedQuery.safeParse({ Kunde: id, Schaden: id });
    expect(r.error?.issues[0]?.path).toEqual(['Schaden']);
    expect(ZActivityFeedQuery.safeParse({ Vertrag: 'nope' }).error?.issues[0]?.path).toEqual(['Vertrag']);
    expect(ZActivityFeedQuery.safeParse({ Kunde: id, Vermittler: id }).error?.issues[0]?.path).toEqual(['Vermittler']);
  });
  it('keeps one entry type, and refuses an unknown one by its field', () => {
    expect(ZActivityFeedQuery.parse({ Typ: 'Vertrag' }).Typ).toBe('Vertrag');
    expect(ZActivityFeedQuery.safeParse({ Typ: 'Akte' }).error?.issues[0]?.path).toEqual(['Typ']);
  });
});

describe('feedItemForViewer', () => {
  const link = (Id: string, Headline: string) => [{ Id, Headline, Typ: null }];
  const item: TFeedItem = {
    ...FEED_ITEM_DEFAULTS,
    Typ: 'Process',
    Id: 'p1',
    Headline: 'Schadenmeldung',
    Erstellt: '2026-01-01T00:00:00.000Z',
    Bearbeitet: '2026-01-02T00:00:00.000Z',
    License: 'L',
    Kundenname: 'Anna Eins',
    Kunden: link('k1', 'Anna Eins'),
    Vertraege: link('v1', 'KFZ-123'),
    Schaeden: link('s1', 'S-1'),
    Vermittler: link('i1', 'Vermittler Eins'),
  };
  it('keeps the entry as it is for brokers and staff', () => {
    expect(feedItemForViewer(item, { role: 'intermediary' })).toBe(item);
    expect(feedItemForViewer(item, { role: 'employee' })).toBe(item);
  });
  it('takes the intermediary from end customers', () => {
    expect(feedItemForViewer(item, { role: 'customer' })).toEqual({ ...item, Vermittler: [] });
  });
  it('gives claim reporters neither customer nor contract, as link or name', () => {
    expect(feedItemForViewer(item, { role: 'claimReporter' })).toEqual({ ...item, Vermittler: [], Kunden: [], Vertraege: [], Kundenname: null });
  });
});
