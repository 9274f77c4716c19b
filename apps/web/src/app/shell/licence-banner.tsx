import { Box, Typography } from '@mui/material';
import { useRouterState } from '@tanstack/react-router';
import { useActiveSession } from '../../features/session';

/**
 * The licence's banner above the start page (spec 000 §3 Card config Banner{Show, Title, Subtitle, Image, TextColor}):
 * its image as background (else the primary colour), title and subtitle in its text colour.
 */
export function LicenceBanner() {
  const { appearance } = useActiveSession();
  const onStartPage = useRouterState({ select: (s) => s.location.pathname === '/startseite' });
  const banner = appearance.Appearance.Banner;
  if (!onStartPage || !banner.Show || (!banner.Title && !banner.Subtitle)) return null;
  return (
    <Box
      component="section"
      aria-label={banner.Title || banner.Subtitle}
      data-testid="licence-banner"
      sx={{
        mb: 2,
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 3 },
        borderRadius: 1,
        color: banner.TextColor,
        bgcolor: (theme) => theme.portal.headerBackground,
        backgroundImage: banner.Image ? `linear-gradient(rgba(0,0,0,.35), rgba(0,0,0,.35)), url("${encodeURI(banner.Image)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {banner.Title ? (
        <Typography variant="h5" component="p" sx={{ fontWeight: 500 }}>
          {banner.Title}
        </Typography>
      ) : null}
      {banner.Subtitle ? <Typography variant="body1">{banner.Subtitle}</Typography> : null}
    </Box>
  );
}
