import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG 2.2 AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * A variant of `color` that reaches AA contrast on `background`: licence colours are chosen for
 * branding, not for legibility, so text in that colour is darkened (or lightened) just enough.
 */
export function ensureContrast(color: string, background: string, minRatio = AA_TEXT_CONTRAST): string {
  if (getContrastRatio(color, background) >= minRatio) return color;
  const towardsDark = getContrastRatio('#000000', background) >= getContrastRatio('#ffffff', background);
  for (let step = 0.05; step <= 1; step += 0.05) {
    const candidate = towardsDark ? darken(color, step) : lighten(color, step);
    if (getContrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return towardsDark ? '#000000' : '#ffffff';
}

/**
 * The text colour on a licence-coloured surface: the licence's own header text colour when it is
 * legible there, else what MUI's getContrastText picks (with the AA threshold), else the better of
 * black and white.
 */
export function readableTextOn(background: string, preferred: string | null, getContrastText: (bg: string) => string): string {
  if (preferred && getContrastRatio(preferred, background) >= AA_TEXT_CONTRAST) return preferred;
  const picked = getContrastText(background);
  if (getContrastRatio(picked, background) >= AA_TEXT_CONTRAST) return picked;
  return getContrastRatio('#000000', background) >= getContrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
