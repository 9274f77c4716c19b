import { Box } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** "Skip to content": the first tab stop jumps over the navbar and the sidenav. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        // Focus the target directly instead of changing the URL hash, which the router would see as navigation.
        const target = document.getElementById(targetId);
        if (!target) return;
        e.preventDefault();
        target.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}
