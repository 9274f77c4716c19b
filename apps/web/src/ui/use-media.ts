import { useMediaQuery } from '@mui/material';

/** Spec 000 §9 / 001 §9: the mobile layout applies up to 767 px. */
export const MOBILE_MAX_WIDTH = 767;
/** Spec 000 §2.2: tooltips are on below 1280 px (on wide screens the labels are visible enough). */
export const TOOLTIP_MAX_WIDTH = 1279;

export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`, { noSsr: true });
}

export function useTooltipsEnabled(): boolean {
  return useMediaQuery(`(max-width:${TOOLTIP_MAX_WIDTH}px)`, { noSsr: true });
}
