import { describe, expect, it } from 'vitest';
import { distinctSignatures, sendActionOf } from './send-action.js';

describe('sendActionOf (spec 001 §9 send button)', () => {
  it('sends when no document needs a signature', () => {
    expect(sendActionOf([])).toBe('send');
    expect(sendActionOf([{ SignatureFields: null }, { SignatureFields: [] }, {}])).toBe('send');
  });

  it('sends when exactly one signature is needed, also when two documents name it', () => {
    expect(sendActionOf([{ SignatureFields: ['Versicherungsnehmer'] }])).toBe('send');
    expect(sendActionOf([{ SignatureFields: ['Versicherungsnehmer'] }, { SignatureFields: ['Versicherungsnehmer '] }])).toBe('send');
  });

  it('signs when more than one distinct signature is needed over all documents', () => {
    expect(sendActionOf([{ SignatureFields: ['Versicherungsnehmer', 'Fahrer'] }])).toBe('sign');
    expect(sendActionOf([{ SignatureFields: ['Versicherungsnehmer'] }, { SignatureFields: ['Makler'] }])).toBe('sign');
  });

  it('ignores blank names and lists each signature once in first-seen order', () => {
    expect(distinctSignatures([{ SignatureFields: ['', ' '] }])).toEqual([]);
    expect(sendActionOf([{ SignatureFields: ['A', ''] }])).toBe('send');
    expect(distinctSignatures([{ SignatureFields: ['B', 'A'] }, { SignatureFields: ['A', 'C'] }])).toEqual(['B', 'A', 'C']);
  });
});
