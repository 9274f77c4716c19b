import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { TProcessDetail, TProcessMessage } from '@portal/domain';
import {
  applyPostedMessage,
  fileDownloadUrl,
  formatDateTime,
  formatFileSize,
  hasUnsentReply,
  isProcessRef,
  isTooLarge,
  leavesProcess,
  newMessagesSince,
  normaliseProcessFocus,
  processApiPath,
  replyChoices,
  replyTextError,
  settledBy,
  threadFiles,
} from './process-detail-rules';

const UUID = '0b5f3c2e-1d4a-4c6b-9e8f-123456789abc';
const TOKEN = 'a3f9c0d4e5b6a7980112233445566778';

const message = (over: Partial<TProcessMessage> = {}): TProcessMessage => ({
  Id: 'm1',
  Author: 'Max Makler',
  FromMakler: true,
  Type: 'Info',
  Text: 'Hallo',
  Created: '2026-11-20T10:00:00.000Z',
  Read: null,
  Files: [],
  ...over,
});

const process = (over: Partial<TProcessDetail> = {}): TProcessDetail => ({
  Id: UUID,
  Headline: 'Kfz-Angebot',
  Active: true,
  Read: '2026-11-21T08:00:00.000Z',
  KundenStatus: 'Offen',
  Art: 'offer',
  Aktion: 'confirmation',
  Dirty: true,
  Meldung: false,
  Richtung: 'in',
  ProcessAccessToken: TOKEN,
  Erstellt: '2026-11-01T08:00:00.000Z',
  LastMessage: null,
  Kunde: null,
  Vertrag: null,
  Schaden: null,
  Messages: [message()],
  ...over,
});

describe('route parameters', () => {
  it('accepts ids and access tokens, not the feed pages', () => {
    expect(isProcessRef(UUID)).toBe(true);
    expect(isProcessRef(TOKEN)).toBe(true);
    for (const word of ['neue_nachrichten', 'posteingang', 'postausgang', 'vorgaenge', 'aktuelle_angebote', 'aktive_Meldungen', 'offene_aufgaben']) {
      expect(isProcessRef(word), word).toBe(false);
    }
    expect(isProcessRef('a'.repeat(129))).toBe(false);
  });

  it('loads ids directly and tokens through ByToken', () => {
    expect(processApiPath(UUID)).toBe(`Vorgang/${UUID}`);
    expect(processApiPath(TOKEN)).toBe(`Vorgang/ByToken/${TOKEN}`);
  });

  it('shows the thread for unknown focus values', () => {
    expect(normaliseProcessFocus('dateien')).toBe('dateien');
    expect(normaliseProcessFocus('uebersicht')).toBe('nachrichten');
    expect(normaliseProcessFocus(undefined)).toBe('nachrichten');
  });

  it('static /vorgang pages outrank the process pattern (TanStack Router ranking and the parse gate)', async () => {
    const root = createRootRoute();
    const routes = [
      createRoute({ getParentRoute: () => root, path: 'vorgang/neue_nachrichten' }),
      createRoute({ getParentRoute: () => root, path: 'vorgang/posteingang' }),
      createRoute({ getParentRoute: () => root, path: 'vorgang/posteingang/verlauf' }),
      createRoute({ getParentRoute: () => root, path: 'vorgang/$id', params: { parse: (p) => (isProcessRef(p.id) ? p : false) } }),
      createRoute({ getParentRoute: () => root, path: 'vorgang/$id/$focus', params: { parse: (p) => (isProcessRef(p.id) ? p : false) } }),
      createRoute({ getParentRoute: () => root, path: '$' }),
    ];
    const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory() });
    const leaf = (path: string) => router.matchRoutes({ pathname: path, search: {}, hash: '', state: {} } as never).at(-1)?.routeId;
    expect(leaf('/vorgang/neue_nachrichten')).toBe('/vorgang/neue_nachrichten');
    expect(leaf('/vorgang/posteingang/verlauf')).toBe('/vorgang/posteingang/verlauf');
    expect(leaf(`/vorgang/${UUID}`)).toBe('/vorgang/$id');
    expect(leaf(`/vorgang/${TOKEN}/dateien`)).toBe('/vorgang/$id/$focus');
    // Feed pages of other helpers that are not registered yet do not open a process page.
    expect(leaf('/vorgang/offene_aufgaben')).toBe('/$');
    expect(leaf('/vorgang/postausgang/verlauf')).toBe('/$');
  });
});

describe('reply', () => {
  it('offers Bestätigen when a confirmation is pending and the upload when documents are required', () => {
    expect(replyChoices(process({ Aktion: 'none', Dirty: false }))).toEqual({ types: ['Info', 'Antwort'], confirm: false, documents: false });
    expect(replyChoices(process({ Aktion: 'confirmation', Dirty: false })).confirm).toBe(true);
    expect(replyChoices(process({ Aktion: 'none', Dirty: true })).confirm).toBe(true);
    expect(replyChoices(process({ Aktion: 'documents', Dirty: false })).documents).toBe(true);
  });

  it('tells what a message type settles, by the domain rule', () => {
    expect(settledBy(process({ Aktion: 'answer', Dirty: false }), 'Antwort')).toEqual({ action: true, dirty: false });
    expect(settledBy(process({ Aktion: 'answer', Dirty: false }), 'Info')).toEqual({ action: false, dirty: false });
    expect(settledBy(process({ Aktion: 'confirmation', Dirty: true }), 'Bestaetigung')).toEqual({ action: true, dirty: true });
    expect(settledBy(process({ Aktion: 'documents', Dirty: false }), 'Antwort')).toEqual({ action: false, dirty: false });
  });

  it('validates the text as the server does (1..5000 after trimming)', () => {
    expect(replyTextError('')).toBe('required');
    expect(replyTextError('   ')).toBe('required');
    expect(replyTextError('ok')).toBeNull();
    expect(replyTextError('x'.repeat(5000))).toBeNull();
    expect(replyTextError('x'.repeat(5001))).toBe('tooLong');
    expect(hasUnsentReply('  ')).toBe(false);
    expect(hasUnsentReply(' a ')).toBe(true);
  });

  it('applies a posted message to the cached process', () => {
    const posted = message({ Id: 'm2', Type: 'Bestaetigung', Text: 'Bestätigt.', FromMakler: false, Created: '2026-11-22T09:00:00.000Z' });
    const after = applyPostedMessage(process(), posted);
    expect(after.Messages.map((m) => m.Id)).toEqual(['m1', 'm2']);
    expect(after.Aktion).toBe('none');
    expect(after.Dirty).toBe(false);
    expect(after.Read).toBeNull();
    expect(after.LastMessage).toEqual({ Created: posted.Created, Type: 'Bestaetigung', FromMakler: false, Text: 'Bestätigt.' });
    // The push refetch may already have brought it: no duplicate.
    expect(applyPostedMessage(after, posted)).toBe(after);
    // Info settles nothing.
    expect(applyPostedMessage(process({ Aktion: 'answer', Dirty: false }), message({ Id: 'm3' })).Aktion).toBe('answer');
  });
});

describe('leave guard', () => {
  it('only asks when the navigation leaves this process', () => {
    expect(leavesProcess(`/vorgang/${UUID}/nachrichten`, `/vorgang/${UUID}/dateien`)).toBe(false);
    expect(leavesProcess(`/vorgang/${UUID}/nachrichten`, '/startseite')).toBe(true);
    expect(leavesProcess(`/vorgang/${UUID}/nachrichten`, `/vorgang/${TOKEN}/nachrichten`)).toBe(true);
  });
});

describe('display', () => {
  it('formats times, sizes and download addresses', () => {
    const local = new Date(2026, 10, 5, 7, 3);
    expect(formatDateTime(local.toISOString())).toBe('05.11.2026, 07:03');
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('nope')).toBeNull();
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2,0 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 300_000)).toBe('5,3 MB');
    expect(isTooLarge(20 * 1024 * 1024)).toBe(false);
    expect(isTooLarge(20 * 1024 * 1024 + 1)).toBe(true);
    expect(fileDownloadUrl('/api/v1/Vorgang/a/Files/b', 'DEMO MAKLER')).toBe('/api/v1/Vorgang/a/Files/b?license=DEMO%20MAKLER');
  });

  it('lists the attachments newest first', () => {
    const file = (Id: string) => ({ Id, FileName: `${Id}.pdf`, MimeType: 'application/pdf', Size: 10, Url: `/f/${Id}` });
    const p = process({
      Messages: [
        message({ Id: 'old', Created: '2026-11-01T00:00:00.000Z', Files: [file('a')] }),
        message({ Id: 'new', Created: '2026-11-03T00:00:00.000Z', Author: 'Paula Privat', Files: [file('b'), file('c')] }),
      ],
    });
    expect(threadFiles(p).map((f) => [f.Id, f.author])).toEqual([
      ['b', 'Paula Privat'],
      ['c', 'Paula Privat'],
      ['a', 'Max Makler'],
    ]);
  });

  it('finds the messages that arrived since the last render', () => {
    const msgs = [message({ Id: 'a' }), message({ Id: 'b' })];
    expect(newMessagesSince(null, msgs)).toEqual([]);
    expect(newMessagesSince(new Set(['a']), msgs).map((m) => m.Id)).toEqual(['b']);
  });
});
