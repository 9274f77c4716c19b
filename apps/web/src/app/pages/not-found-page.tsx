import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/router-links';
import { usePageTitle } from '../../ui/use-page-title';

/** /404: every unknown path ends here (spec 001 §2.1), with the way back to the start page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }} data-testid="not-found-page">
      <SearchOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden="true" />
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography>{t('notFound.text')}</Typography>
      <ButtonLink to="/startseite" variant="contained" data-testid="not-found-home">
        {t('notFound.backToStart')}
      </ButtonLink>
    </Stack>
  );
}
