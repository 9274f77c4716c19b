import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, ensureContrast, readableTextOn } from './contrast';

const muiLike = (bg: string) => (getContrastRatio('#ffffff', bg) >= AA_TEXT_CONTRAST ? '#ffffff' : 'rgba(0, 0, 0, 0.87)');

describe('licence colours keep AA contrast', () => {
  it('keeps a colour that is legible already', () => {
    expect(ensureContrast('#0b5394', '#ffffff')).toBe('#0b5394');
  });

  it('darkens a light brand colour used as text on white', () => {
    const c = ensureContrast('#7fd1ae', '#ffffff');
    expect(getContrastRatio(c, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it("uses the licence's header text colour only when it is legible", () => {
    expect(readableTextOn('#0b5394', '#ffffff', muiLike)).toBe('#ffffff');
    const onMint = readableTextOn('#7fd1ae', '#ffffff', muiLike);
    expect(getContrastRatio(onMint, '#7fd1ae')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
