import { describe, expect, it } from 'vitest';
import { cardTarget } from './card-target';

const base = { Id: 'c1', Link: null, Action: null, AdditionalProperties: {} };

describe('cardTarget', () => {
  it('opens a group, an action, a filtered contracts list, an external link', () => {
    expect(cardTarget({ ...base, Action: 'group' })).toEqual({ kind: 'route', to: '/custom/c1' });
    expect(cardTarget({ ...base, Action: 'claimReport' })).toEqual({ kind: 'route', to: '/meldung/schaden' });
    expect(cardTarget({ ...base, Action: 'report' })).toEqual({ kind: 'route', to: '/pdfTemplate/c1' });
    expect(cardTarget({ ...base, Link: '/vertrag', AdditionalProperties: { Property: 'Sammelvertrag' } })).toEqual({ kind: 'route', to: '/vertrag?cardId=c1' });
    expect(cardTarget({ ...base, Link: '/schaden' })).toEqual({ kind: 'route', to: '/schaden' });
    expect(cardTarget({ ...base, Link: 'https://example.org' })).toEqual({ kind: 'external', href: 'https://example.org' });
    expect(cardTarget(base)).toEqual({ kind: 'none' });
  });
});
