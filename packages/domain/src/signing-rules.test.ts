import { describe, expect, it } from 'vitest';
import { distinctSuggestions, initialSignerEmails, signingFlowOf } from './signing-rules.js';

describe('signingFlowOf (spec 001 §9)', () => {
  it('none without fields, the own signature with one, a request with more', () => {
    expect(signingFlowOf([])).toBe('none');
    expect(signingFlowOf(['Versicherungsnehmer'])).toBe('own');
    expect(signingFlowOf(['Versicherungsnehmer', 'Zeuge'])).toBe('request');
  });
});

describe('initialSignerEmails (spec 001 §5 prefill)', () => {
  const erika = { email: 'erika@example.de', name: 'Erika Mustermann' };
  it('prefills with exactly one suggestion and one signature', () => {
    expect(initialSignerEmails(['Versicherungsnehmer'], [erika])).toEqual(['erika@example.de']);
  });
  it('leaves every field empty otherwise', () => {
    expect(initialSignerEmails(['A', 'B'], [erika])).toEqual(['', '']);
    expect(initialSignerEmails(['A'], [erika, { email: 'max@example.de', name: 'Max' }])).toEqual(['']);
    expect(initialSignerEmails(['A'], [])).toEqual(['']);
  });
});

describe('distinctSuggestions', () => {
  it('drops repeats by e-mail (any case) and blank e-mails, keeps the order', () => {
    expect(
      distinctSuggestions([
        { email: ' a@x.de ', name: 'A' },
        { email: 'A@X.de', name: 'A again' },
        { email: '', name: 'Nobody' },
        { email: 'b@x.de', name: '' },
      ]),
    ).toEqual([
      { email: 'a@x.de', name: 'A' },
      { email: 'b@x.de', name: '' },
    ]);
  });
});
