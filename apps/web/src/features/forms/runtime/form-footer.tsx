/** The footer of a form (form option showFooter): the product family's logo line — the licence's logo and name. */
import { Box, Divider, Typography } from '@mui/material';
import { useSessionState } from '../../session';

export function FormFooter({ title }: { title: string | null }) {
  // The appearance of the active licence; outside the shell (tests, a guest link) only the form's title shows.
  const appearance = useSessionState().active?.appearance;
  return (
    <Box component="footer" sx={{ mt: 4 }}>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2, flexWrap: 'wrap' }} data-testid="form-footer">
        {appearance?.LogoUrl && <Box component="img" src={appearance.LogoUrl} alt={appearance.Name} sx={{ maxHeight: 32, maxWidth: 160, objectFit: 'contain' }} />}
        <Typography variant="body2" color="text.secondary">
          {[appearance?.Name, title].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}
