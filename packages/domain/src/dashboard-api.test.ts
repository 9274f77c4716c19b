import { describe, expect, it } from 'vitest';
import { DEFAULT_END_USER_APPEARANCE, endUserFields, withEndUserFields, ZCustomDataKey } from './dashboard-api.js';

describe('custom data keys', () => {
  it('accepts the whitelisted keys only', () => {
    expect(ZCustomDataKey.safeParse('BoxContent_V1').success).toBe(true);
    expect(ZCustomDataKey.safeParse('hostCheck').success).toBe(true);
    expect(ZCustomDataKey.safeParse('anything').success).toBe(false);
    expect(ZCustomDataKey.safeParse('BoxContent_Vx').success).toBe(false);
  });
});

describe('end-user appearance', () => {
  it('reads and writes a group through its slots, at most as many as it has', () => {
    expect(endUserFields(DEFAULT_END_USER_APPEARANCE, 'riskInfo')).toEqual([{ Value: 'RisikoAllgemein', IsCustom: false }]);
    const five = ['A', 'B', 'C', 'D', 'E'].map((Value) => ({ Value, IsCustom: false }));
    const next = withEndUserFields(DEFAULT_END_USER_APPEARANCE, 'columns', five);
    expect(endUserFields(next, 'columns').map((f) => f.Value)).toEqual(['A', 'B', 'C', 'D']);
    expect(endUserFields(withEndUserFields(next, 'contractInfo', []), 'contractInfo')).toEqual([]);
  });
});
