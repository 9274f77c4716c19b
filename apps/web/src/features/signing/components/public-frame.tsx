import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@portal/domain';
import { changeAppLanguage } from '../../../i18n/i18n';
import { LanguageMenuButton } from '../../../ui/language-menu-button';

/**
 * The frame of the public signing pages (no login, outside the shell): the portal's name and the language switch
 * in a banner, the content in the main landmark — wider than the login card, documents need the room.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('app.name')}
        </Typography>
        <LanguageMenuButton languages={SUPPORTED_LANGUAGES} current={i18n.language} onSelect={(language) => void changeAppLanguage(language)} />
      </Box>
      <Box component="main" id="main-content" sx={{ flex: 1, py: { xs: 1, sm: 3 } }}>
        <Container maxWidth="md" disableGutters sx={{ px: { xs: 1, sm: 2 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            {children}
          </Paper>
        </Container>
      </Box>
    </Box>
  );
}
