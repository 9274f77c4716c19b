import { describe, expect, it } from 'vitest';
import { cardFilterIssues, cardWithDescendants, reorderCards, ZCardInput } from './cards-api.js';

const c = (Id: string, ParentId: string | null = null) => ({ Id, ParentId });

describe('card rules', () => {
  it('reorders one group and keeps the others in place', () => {
    const cards = [c('a'), c('x', 'g'), c('b'), c('g'), c('y', 'g')];
    expect(reorderCards(cards, null, ['g', 'b', 'a'])?.map((k) => k.Id)).toEqual(['g', 'x', 'b', 'a', 'y']);
    expect(reorderCards(cards, 'g', ['y', 'x'])?.map((k) => k.Id)).toEqual(['a', 'y', 'b', 'g', 'x']);
    expect(reorderCards(cards, null, ['a', 'b'])).toBeNull();
    expect(reorderCards(cards, null, ['a', 'a', 'b'])).toBeNull();
    expect(reorderCards(cards, null, ['a', 'b', 'x'])).toBeNull();
  });

  it('deletes a group with everything inside it', () => {
    expect([...cardWithDescendants([c('g'), c('h', 'g'), c('i', 'h'), c('j')], 'g')].sort()).toEqual(['g', 'h', 'i']);
  });

  it('accepts only filters the contracts list can apply', () => {
    expect(cardFilterIssues({})).toEqual([]);
    expect(cardFilterIssues({ Property: 'Typ', Operator: 'In', Value: ['KFZ'] })).toEqual([]);
    expect(cardFilterIssues({ Property: 'BeratungErforderlich', Operator: 'Equal', Value: true })).toEqual([]);
    expect(cardFilterIssues({ Property: 'PraemieNetto', Operator: 'GreaterThanOrEqual', Value: 100 })).toEqual([]);
    expect(cardFilterIssues({ Property: 'Unbekannt', Operator: 'Equal', Value: 1 })[0]?.field).toBe('Property');
    expect(cardFilterIssues({ Property: 'Sammelvertrag', Operator: 'Contains', Value: 'x' })[0]?.field).toBe('Operator');
    expect(cardFilterIssues({ Property: 'Typ', Operator: 'Equal', Value: ['KFZ'] })[0]?.field).toBe('Value');
    expect(cardFilterIssues({ Property: 'PraemieNetto', Operator: 'Equal', Value: 'viel' })[0]?.field).toBe('Value');
    expect(cardFilterIssues({ Property: 'Typ', Operator: 'Equal' })[0]?.field).toBe('Value');
  });

  it('a card links or acts, never both, and never to a script', () => {
    const base = { Name: { de: 'A', en: 'A' }, Icon: 'star' };
    expect(ZCardInput.safeParse({ ...base, Link: '/vertrag' }).success).toBe(true);
    expect(ZCardInput.safeParse({ ...base, Action: 'group' }).success).toBe(true);
    expect(ZCardInput.safeParse({ ...base, Link: '/vertrag', Action: 'group' }).success).toBe(false);
    expect(ZCardInput.safeParse({ ...base }).success).toBe(false);
    expect(ZCardInput.safeParse({ ...base, Link: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZCardInput.safeParse({ ...base, Link: '//evil.example' }).success).toBe(false);
  });
});
