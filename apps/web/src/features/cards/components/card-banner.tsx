import { Box, Typography } from '@mui/material';
import type { TAppearanceSettings } from '@portal/domain';

/**
 * The licence's banner above the cards (spec 000 §3 Card config: Show, Title, Subtitle, Image, TextColor). The
 * image is read when the appearance carries one (the appearance administration adds it).
 */
export function CardBanner({ banner }: { banner: TAppearanceSettings['Banner'] }) {
  if (!banner.Show) return null;
  const image = (banner as { Image?: unknown }).Image;
  const imageUrl = typeof image === 'string' && image ? image : null;
  return (
    <Box
      component="section"
      aria-label={banner.Title || undefined}
      data-testid="card-banner"
      sx={{
        borderRadius: 1,
        px: { xs: 2, sm: 4 },
        py: { xs: 3, sm: 5 },
        color: banner.TextColor,
        bgcolor: 'primary.main',
        backgroundImage: imageUrl ? `url("${encodeURI(imageUrl)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {banner.Title ? (
        <Typography component="p" variant="h4" sx={{ fontWeight: 500 }}>
          {banner.Title}
        </Typography>
      ) : null}
      {banner.Subtitle ? <Typography variant="h6" component="p">{banner.Subtitle}</Typography> : null}
    </Box>
  );
}
