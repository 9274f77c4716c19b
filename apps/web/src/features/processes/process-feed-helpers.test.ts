import { describe, expect, it } from 'vitest';
import { PROCESS_FEED_FILTERS } from '@portal/domain';
import { clampPage, FEED_MENU_FILTERS, feedQueryString, messagePreview, normalisePageSize, PROCESS_FEED_PATHS, processDetailPath } from './process-feed-helpers';

describe('PROCESS_FEED_PATHS', () => {
  it('has a /vorgang/<filter> page for every filter and the menu lists each filter once', () => {
    for (const f of PROCESS_FEED_FILTERS) expect(PROCESS_FEED_PATHS[f]).toBe(`/vorgang/${f}`);
    expect([...FEED_MENU_FILTERS].sort()).toEqual([...PROCESS_FEED_FILTERS].sort());
  });
  it('links a process to its messages', () => {
    expect(processDetailPath('a b')).toBe('/vorgang/a%20b/nachrichten');
  });
});

describe('feedQueryString', () => {
  it('leaves out defaults and computes skip from the page', () => {
    expect(feedQueryString({ filter: 'neue_nachrichten', page: 0, pageSize: 5 })).toBe('filter=neue_nachrichten&skip=0&take=5');
    expect(feedQueryString({ filter: 'alle_aufgaben', type: null, action: 'all', q: '  ', page: 2, pageSize: 10 })).toBe('filter=alle_aufgaben&skip=20&take=10');
  });
  it('sends type, action and the trimmed text', () => {
    const s = new URLSearchParams(feedQueryString({ filter: 'posteingang', type: 'Datei', action: 'answer', q: ' Kfz & Haus ', page: 1, pageSize: 25 }));
    expect(Object.fromEntries(s)).toEqual({ filter: 'posteingang', type: 'Datei', action: 'answer', q: 'Kfz & Haus', skip: '25', take: '25' });
  });
  it('never sends a page size the server refuses', () => {
    expect(feedQueryString({ filter: 'alle_aufgaben', page: 1, pageSize: 20 })).toBe('filter=alle_aufgaben&skip=5&take=5');
    expect(normalisePageSize(25)).toBe(25);
    expect(normalisePageSize(7)).toBe(5);
  });
});

describe('clampPage', () => {
  it('moves back to the last page that has items', () => {
    expect(clampPage(3, 11, 5)).toBe(2);
    expect(clampPage(2, 11, 5)).toBe(2);
    expect(clampPage(1, 0, 5)).toBe(0);
    expect(clampPage(-1, 30, 10)).toBe(0);
  });
});

describe('messagePreview', () => {
  it('keeps short texts and flattens white space', () => {
    expect(messagePreview('Hallo\n  Welt')).toBe('Hallo Welt');
  });
  it('cuts long texts at a word boundary', () => {
    const text = 'Sehr geehrte Damen und Herren, anbei erhalten Sie die gewünschten Unterlagen zu Ihrem Vertrag.';
    expect(messagePreview(text, 40)).toBe('Sehr geehrte Damen und Herren, anbei …');
    expect(messagePreview('x'.repeat(50), 10)).toBe('xxxxxxxxxx …');
  });
});

describe('messagePreview with the type shown beside it', () => {
  it('drops a leading "Datei:" when the type says Datei already', () => {
    expect(messagePreview('Datei: Nachweis zu „Kfz“', 90, 'Datei')).toBe('Nachweis zu „Kfz“');
    expect(messagePreview('Dateien folgen', 90, 'Datei')).toBe('Dateien folgen');
  });
});
