import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROCESS_FEED_PAGE_SIZE,
  matchesProcessFeed,
  PROCESS_FEED_PAGE_SIZES,
  processAfterMessage,
  resolveNewMessages,
  type TProcessFacts,
  type TProcessFeedFilter,
} from './processes.js';
import { ZPostProcessMessage, ZProcessFeedQuery } from './process-payloads.js';

const p = (o: Partial<TProcessFacts> = {}): TProcessFacts => ({
  active: true,
  read: false,
  kundenStatus: 'Offen',
  requiredAction: 'none',
  isAlert: false,
  direction: 'in',
  kind: 'message',
  ...o,
});
const keep = (filter: TProcessFeedFilter, facts: TProcessFacts, onlyUnread = false) => matchesProcessFeed(facts, { filter, onlyUnread });

describe('process feed filters', () => {
  it('neue_nachrichten hides closed processes and, with unread ones, shows only unread', () => {
    expect(keep('neue_nachrichten', p({ active: false }))).toBe(false);
    expect(keep('neue_nachrichten', p({ read: true }), true)).toBe(false);
    expect(keep('neue_nachrichten', p({ read: true }), false)).toBe(true);
    expect(keep('neue_nachrichten', p(), true)).toBe(true);
  });
  it('neue_nachrichten opens the option panel when nothing is unread', () => {
    expect(resolveNewMessages(0)).toEqual({ onlyUnread: false, openOptions: true });
    expect(resolveNewMessages(3)).toEqual({ onlyUnread: true, openOptions: false });
  });
  it('offene_aufgaben keeps open processes that ask for something', () => {
    expect(keep('offene_aufgaben', p({ requiredAction: 'answer' }))).toBe(true);
    expect(keep('offene_aufgaben', p())).toBe(false);
    expect(keep('offene_aufgaben', p({ requiredAction: 'answer', active: false }))).toBe(false);
  });
  it('alle_aufgaben is the whole history', () => {
    expect(keep('alle_aufgaben', p({ active: false, read: true }))).toBe(true);
  });
  it('posteingang keeps incoming items unread or not Ok', () => {
    expect(keep('posteingang', p({ read: true, kundenStatus: 'Ok' }))).toBe(false);
    expect(keep('posteingang', p({ read: true, kundenStatus: 'Offen' }))).toBe(true);
    expect(keep('posteingang', p({ read: false, kundenStatus: 'Ok' }))).toBe(true);
    expect(keep('posteingang', p({ direction: 'out' }))).toBe(false);
  });
  it('postausgang, offers, inquiries and alerts', () => {
    expect(keep('postausgang', p({ direction: 'out', active: false }))).toBe(true);
    expect(keep('postausgang', p())).toBe(false);
    expect(keep('aktuelle_angebote', p({ kind: 'offer' }))).toBe(true);
    expect(keep('aktuelle_angebote', p({ kind: 'offer', active: false }))).toBe(false);
    expect(keep('aktuelle_anfragen', p({ kind: 'inquiry' }))).toBe(true);
    expect(keep('aktuelle_anfragen', p({ kind: 'offer' }))).toBe(false);
    expect(keep('aktive_Meldungen', p({ isAlert: true }))).toBe(true);
    expect(keep('aktive_Meldungen', p({ isAlert: true, active: false }))).toBe(false);
  });
  it('the process list dropdown narrows by required action', () => {
    expect(matchesProcessFeed(p({ requiredAction: 'answer' }), { filter: 'alle_aufgaben', onlyUnread: false, action: 'answer' })).toBe(true);
    expect(matchesProcessFeed(p({ requiredAction: 'documents' }), { filter: 'alle_aufgaben', onlyUnread: false, action: 'confirmation' })).toBe(false);
    expect(matchesProcessFeed(p(), { filter: 'alle_aufgaben', onlyUnread: false, action: 'all' })).toBe(true);
  });
});

describe('posting a message', () => {
  it('confirming clears dirty and a pending confirmation', () => {
    expect(processAfterMessage({ requiredAction: 'confirmation', dirty: true }, 'Bestaetigung')).toEqual({ requiredAction: 'none', dirty: false, read: false });
  });
  it('answering clears only a pending answer', () => {
    expect(processAfterMessage({ requiredAction: 'answer', dirty: true }, 'Antwort')).toEqual({ requiredAction: 'none', dirty: true, read: false });
    expect(processAfterMessage({ requiredAction: 'documents', dirty: false }, 'Antwort').requiredAction).toBe('documents');
    expect(processAfterMessage({ requiredAction: 'documents', dirty: false }, 'Datei').requiredAction).toBe('none');
    expect(processAfterMessage({ requiredAction: 'answer', dirty: false }, 'Info').requiredAction).toBe('answer');
  });
});

describe('payloads', () => {
  it('feed query defaults and page sizes 5/10/25', () => {
    expect(PROCESS_FEED_PAGE_SIZES).toEqual([5, 10, 25]);
    expect(ZProcessFeedQuery.parse({})).toMatchObject({ filter: 'neue_nachrichten', skip: 0, take: DEFAULT_PROCESS_FEED_PAGE_SIZE, action: 'all' });
    expect(ZProcessFeedQuery.safeParse({ take: '7' }).success).toBe(false);
    expect(ZProcessFeedQuery.safeParse({ take: '10', type: 'Datei' }).success).toBe(true);
    expect(ZProcessFeedQuery.safeParse({ filter: 'nope' }).success).toBe(false);
  });
  it('a message needs 1..5000 characters and a postable type', () => {
    expect(ZPostProcessMessage.safeParse({ Text: '' }).success).toBe(false);
    expect(ZPostProcessMessage.safeParse({ Text: 'x'.repeat(5001) }).success).toBe(false);
    expect(ZPostProcessMessage.safeParse({ Text: 'ok', Type: 'Datei' }).success).toBe(false);
    expect(ZPostProcessMessage.parse({ Text: 'ok' }).Type).toBe('Info');
  });
});
