import { Box, Button, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { footerLinkViews, type TFooterLinks } from '@portal/domain';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { visuallyHidden } from '../../../ui/visually-hidden';

const CookieInfoDialog = lazyDialog(() => import('./cookie-info-dialog').then((m) => m.CookieInfoDialog));

/** The licence's legal links (spec 001 §2.12): '#disabled' hides one, no URL opens the cookie dialog. */
export function FooterLinks({ links }: { links: TFooterLinks }) {
  const { t } = useTranslation();
  const [cookieDialogOpen, setCookieDialogOpen] = useState(false);
  const views = footerLinkViews(links);
  if (views.length === 0) return null;
  return (
    <>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, listStyle: 'none', m: 0, p: 0 }} data-testid="footer-links">
        {views.map((view) => (
          <li key={view.key}>
            {view.href ? (
              <Link href={view.href} target="_blank" rel="noopener noreferrer" color="inherit" variant="body2" data-testid={`footer-link-${view.key}`}>
                {t(`footer.links.${view.key}`)}
                <span style={visuallyHidden}>{` ${t('common.opensInNewWindow')}`}</span>
              </Link>
            ) : (
              <Button
                variant="text"
                color="inherit"
                size="small"
                aria-haspopup="dialog"
                onClick={() => setCookieDialogOpen(true)}
                sx={{ p: 0, minWidth: 0, typography: 'body2', textTransform: 'none', textDecoration: 'underline', verticalAlign: 'baseline' }}
                data-testid={`footer-link-${view.key}`}
              >
                {t(`footer.links.${view.key}`)}
              </Button>
            )}
          </li>
        ))}
      </Box>
      <CookieInfoDialog open={cookieDialogOpen} onClose={() => setCookieDialogOpen(false)} />
    </>
  );
}
