import { describe, expect, it } from 'vitest';
import { isBlank, truncateText } from './text';

describe('truncateText', () => {
  it('keeps short texts and cuts long ones at the limit with an ellipsis', () => {
    expect(truncateText('KF-100200 Kfz Komfort', 25)).toBe('KF-100200 Kfz Komfort');
    expect(truncateText('1234567890123456789012345', 25)).toBe('1234567890123456789012345');
    expect(truncateText('12345678901234567890123456', 25)).toBe('1234567890123456789012345…');
    expect(truncateText('abc def ghi', 4)).toBe('abc…');
    expect(truncateText(null, 25)).toBe('');
  });
  it('isBlank', () => {
    expect(isBlank(' ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(0)).toBe(false);
    expect(isBlank(false)).toBe(false);
  });
});
