/**
 * MUI's inputs each inject the autofill keyframes as global styles when they mount and remove them when they
 * unmount. In a form where one keystroke shows or hides a text area in 120 entries that is 120 style sheets
 * written per keystroke. The runtime's inputs skip it (theme default) and the keyframes are written once here,
 * with the names and bodies of MUI's InputBase (its autofill detection listens for them).
 */
import { createTheme, GlobalStyles, ThemeProvider, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

const AUTOFILL_KEYFRAMES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
};

let defaultTheme: Theme | null = null;

/** The app's theme with one default more; MUI's default theme where no theme is provided (component tests). */
function withoutInputGlobalStyles(outer: Theme | null | undefined): Theme {
  const theme = outer && typeof outer.applyStyles === 'function' ? outer : (defaultTheme ??= createTheme());
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiInputBase: { ...theme.components?.MuiInputBase, defaultProps: { ...theme.components?.MuiInputBase?.defaultProps, disableInjectingGlobalStyles: true } },
    },
  };
}

export function InputGlobalStylesOnce({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={withoutInputGlobalStyles}>
      <GlobalStyles styles={AUTOFILL_KEYFRAMES} />
      {children}
    </ThemeProvider>
  );
}
