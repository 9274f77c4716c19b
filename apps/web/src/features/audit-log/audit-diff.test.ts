import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('lists changed, added and removed leaves by path', () => {
    expect(auditDiff({ PrimaryColor: '#111111', Banner: { Show: true, Title: 'A' } }, { PrimaryColor: '#222222', Banner: { Show: true, Title: 'A' }, hidePostbox: true })).toEqual([
      { path: 'PrimaryColor', before: '#111111', after: '#222222' },
      { path: 'hidePostbox', before: '', after: 'true' },
    ]);
    expect(auditDiff(null, { Name: { de: 'Kfz' }, Value: ['A', 'B'] })).toEqual([
      { path: 'Name.de', before: '', after: 'Kfz' },
      { path: 'Value', before: '', after: '["A","B"]' },
    ]);
    expect(auditDiff(['a', 'b'], ['b', 'a'])).toEqual([{ path: '—', before: '["a","b"]', after: '["b","a"]' }]);
  });
});
