import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useSessionState } from '../../features/session';
import { buildTheme } from './build-theme';

/** The theme follows the active licence's appearance (applied in the start-up's PostProcess step). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { active, preview } = useSessionState();
  // The colour administration's preview re-themes the whole app at once (issue 12 item 7).
  const appearance = preview ?? active?.appearance.Appearance;
  const theme = useMemo(() => buildTheme(appearance), [appearance]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
