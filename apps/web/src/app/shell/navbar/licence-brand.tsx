import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/router-links';
import { useActiveSession } from '../../../features/session';

/** Spec 000 §9: the logo is shown at most 250 × 40 px. */
const LOGO_MAX = { width: 250, height: 40 };

/** The licence's logo (or its name when it has none), linking to the start page. */
export function LicenceBrand({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { appearance } = useActiveSession();
  // A broken logo URL falls back to the name instead of an empty image.
  const [logoFailed, setLogoFailed] = useState(false);
  const showLogo = appearance.LogoUrl && !logoFailed;
  return (
    <ButtonLink
      to="/startseite"
      color="inherit"
      aria-label={t('shell.brandLabel', { name: appearance.Name })}
      data-testid="navbar-brand"
      sx={{ textTransform: 'none', px: 1, minWidth: 0, maxWidth: compact ? 128 : LOGO_MAX.width + 16 }}
    >
      {showLogo ? (
        <Box
          component="img"
          src={appearance.LogoUrl ?? undefined}
          alt=""
          onError={() => setLogoFailed(true)}
          sx={{ display: 'block', maxWidth: compact ? 112 : LOGO_MAX.width, maxHeight: compact ? 32 : LOGO_MAX.height, objectFit: 'contain' }}
        />
      ) : (
        <Typography component="span" variant="h6" noWrap sx={{ fontSize: compact ? '1rem' : '1.15rem' }}>
          {appearance.Name}
        </Typography>
      )}
    </ButtonLink>
  );
}
