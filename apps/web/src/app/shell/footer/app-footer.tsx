import { Box, Stack } from '@mui/material';
import { useActiveSession } from '../../../features/session';
import { FooterLinks } from './footer-links';
import { FooterText } from './footer-text';
import { GuestHint } from './guest-hint';

/** The footer (spec 000 §2.2, 001 §2.12): legal links, the licence's text and the guest hint. */
export function AppFooter() {
  const { appearance, userInit } = useActiveSession();
  const { FooterText: text } = appearance.FooterLinks;
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.secondary', px: { xs: 2, sm: 3 }, py: 1.5 }}
      data-testid="footer"
    >
      <Stack spacing={1}>
        {userInit.User.IsGuest ? <GuestHint /> : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 3 }} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <FooterLinks links={appearance.FooterLinks} />
          {text ? <FooterText text={text} /> : null}
        </Stack>
      </Stack>
    </Box>
  );
}
