import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFormProductListItem, TFormRisk } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { useFormProducts } from '../api/form-products';
import { createFormRisk } from '../api/form-risk';
import { findFormProduct } from './find-form-product';

/**
 * Risks being created, by licence, product and history entry: StrictMode's second effect and a remount of the same
 * entry reuse the first request instead of creating a second risk.
 */
const creating = new Map<string, Promise<TFormRisk>>();

/**
 * /assfinetforms/{id} (spec 001 §2.1): a form by its name or id (the eVB requests open 'eVBNummerbeantragen' and
 * 'eVBNummerbeantragen (Euromobil)'). Creates a risk and replaces the URL with the viewer's, so a reload opens that
 * risk instead of creating another.
 */
export function AssfinetformsPage({ id, entryKey }: { id: string; entryKey: string }) {
  const { t } = useTranslation();
  usePageTitle(t('forms.start.title'));
  const { license } = useActiveSession();
  const navigate = useNavigate();
  const products = useFormProducts(license);
  const product: TFormProductListItem | null = products.data ? findFormProduct(products.data, id) : null;
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!product) return;
    const key = `${license}|${product.Id}|${entryKey}`;
    let request = creating.get(key);
    if (!request) {
      request = createFormRisk(license, product.Id);
      creating.set(key, request);
    }
    let live = true;
    request.then(
      (risk) => {
        if (live) void navigate({ to: '/forms', search: { productId: risk.ProductId, riskId: risk.RiskId }, replace: true });
      },
      (e: unknown) => {
        creating.delete(key);
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [product, license, entryKey, navigate]);

  if (products.isError) return <ErrorAlert error={products.error} />;
  if (error) return <ErrorAlert error={error} data-testid="assfinetforms-error" />;
  if (products.data && !product) {
    return (
      <Alert severity="warning" data-testid="assfinetforms-not-found">
        {t('forms.start.notFound', { id })}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status">
      <CircularProgress aria-hidden="true" />
      <Typography>{t('forms.start.creating')}</Typography>
    </Stack>
  );
}
