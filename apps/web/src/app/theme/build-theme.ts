import { createTheme, type Theme } from '@mui/material/styles';
import type { TAppearanceSettings } from '@portal/domain';
import { ensureContrast, readableTextOn, AA_TEXT_CONTRAST } from './contrast';

declare module '@mui/material/styles' {
  interface Theme {
    /** Colours of the navbar: the licence's primary colour with a legible text colour. */
    portal: { headerBackground: string; headerText: string };
  }
  interface ThemeOptions {
    portal?: { headerBackground: string; headerText: string };
  }
}

/** Before a licence is known (login, start-up) the portal shows in its own neutral colours. */
export const DEFAULT_APPEARANCE: Pick<TAppearanceSettings, 'PrimaryColor' | 'SecondaryColor' | 'HeaderTextColor' | 'Theme'> = {
  PrimaryColor: '#1f4e79',
  SecondaryColor: '#c2185b',
  HeaderTextColor: '#ffffff',
  Theme: 'light',
};

type TThemeInput = Pick<TAppearanceSettings, 'PrimaryColor' | 'SecondaryColor' | 'HeaderTextColor' | 'Theme'>;

/** The MUI theme of a licence (spec 000 §9: light by default) with AA contrast kept on every surface. */
export function buildTheme(appearance: TThemeInput = DEFAULT_APPEARANCE): Theme {
  const mode = appearance.Theme === 'dark' ? 'dark' : 'light';
  const background = mode === 'dark' ? '#121212' : '#ffffff';
  // The palette colours are also used as text (links, text buttons), so they must be legible on the page.
  const primary = ensureContrast(appearance.PrimaryColor, background);
  const secondary = ensureContrast(appearance.SecondaryColor, background);
  const base = createTheme({ palette: { mode, contrastThreshold: AA_TEXT_CONTRAST } });
  const headerBackground = appearance.PrimaryColor;
  const headerText = readableTextOn(headerBackground, appearance.HeaderTextColor, base.palette.getContrastText);

  // MUI's status colours are used as text too (outlined/text buttons); the orange warning fails AA as is.
  const status = (main: string) => {
    const readable = ensureContrast(main, background);
    return { main: readable, contrastText: readableTextOn(readable, null, base.palette.getContrastText) };
  };

  return createTheme({
    palette: {
      mode,
      contrastThreshold: AA_TEXT_CONTRAST,
      primary: { main: primary, contrastText: readableTextOn(primary, null, base.palette.getContrastText) },
      secondary: { main: secondary, contrastText: readableTextOn(secondary, null, base.palette.getContrastText) },
      error: status(base.palette.error.main),
      warning: status(base.palette.warning.main),
      info: status(base.palette.info.main),
      success: status(base.palette.success.main),
      background: mode === 'light' ? { default: '#f5f6f8', paper: '#ffffff' } : undefined,
    },
    portal: { headerBackground, headerText },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1280, xl: 1536 } },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A visible focus ring on links, which MUI does not style.
          'a:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          // An inset ring in the text colour is visible on white, on the navbar and on filled buttons alike.
          root: { '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: -3 } },
        },
      },
    },
  });
}
