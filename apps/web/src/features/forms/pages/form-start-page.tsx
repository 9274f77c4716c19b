import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import { Alert, List, ListItem, ListItemIcon, ListItemText, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { ButtonLink } from '../../../ui/router-links';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { useFormProducts } from '../api/form-products';

/** /formulare: the forms the member may start (GET Forms/Products); starting one creates a risk via /assfinetforms/{id}. */
export function FormStartPage() {
  const { t } = useTranslation();
  usePageTitle(t('forms.start.title'));
  const { license } = useActiveSession();
  const products = useFormProducts(license);
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }} data-testid="form-start-page">
      <Typography variant="h4" component="h1">
        {t('forms.start.title')}
      </Typography>
      <Typography>{t('forms.start.intro')}</Typography>
      {products.isError ? (
        <ErrorAlert error={products.error} />
      ) : !products.data ? (
        <Stack spacing={1} role="status" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : products.data.length === 0 ? (
        <Alert severity="info">{t('forms.start.none')}</Alert>
      ) : (
        <Paper variant="outlined">
          <List>
            {products.data.map((p) => (
              <ListItem key={p.Id} data-testid="form-start-item" sx={{ gap: 1 }}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <DynamicFormIcon aria-hidden="true" />
                </ListItemIcon>
                {/* The name wraps on narrow screens instead of running under the button. */}
                <ListItemText primary={p.Name} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
                <ButtonLink to="/assfinetforms/$id" params={{ id: p.Id }} variant="contained" sx={{ flexShrink: 0 }} aria-label={t('forms.start.startNamed', { name: p.Name })}>
                  {t('forms.start.start')}
                </ButtonLink>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
