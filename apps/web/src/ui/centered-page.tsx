import { Box, Container, Paper } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  /** Content of the page's banner (app name, language switch). */
  header?: ReactNode;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
};

/**
 * The frame of the pages outside the shell (login, start-up, maintenance): a banner and a centred
 * card inside the main landmark, so every piece of content sits in a landmark.
 */
export function CenteredPage({ header, children, maxWidth = 'sm' }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {header ? (
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          {header}
        </Box>
      ) : null}
      <Box component="main" id="main-content" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 4 }}>
        <Container maxWidth={maxWidth}>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
            {children}
          </Paper>
        </Container>
      </Box>
    </Box>
  );
}
