import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFormProductListItem, TFormRisk } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { useFormProducts } from '../api/form-products';
import { createFormRisk } from '../api/form-risk';
import { findFormProduct } from './find-form-product';

/**
 * Risks being created, by licence and product, while their request runs and a few seconds after: StrictMode's
 * second effect and a remount before the viewer has taken over reuse the first request instead of creating a
 * second risk. A later visit creates a new one.
 */
const REUSE_MS = 5000;
const creating = new Map<string, Promise<TFormRisk>>();

/**
 * /assfinetforms/{id} (spec 001 §2.1): a form by its name or id (the eVB requests open 'eVBNummerbeantragen' and
 * 'eVBNummerbeantragen (Euromobil)'). Creates a risk and replaces the URL with the viewer's, so a reload opens that
 * risk instead of creating another.
 */
export function AssfinetformsPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle(t('forms.start.title'));
  const { license } = useActiveSession();
  const navigate = useNavigate();
  const products = useFormProducts(license);
  const product: TFormProductListItem | null = products.data ? findFormProduct(products.data, id) : null;
  const [error, setError] = useState<unknown>(null);
  // One risk per visit: a refetch of the product list must not start another.
  const started = useRef<string | null>(null);
  const productId = product?.Id ?? null;

  useEffect(() => {
    if (!productId) return;
    const key = `${license}|${productId}`;
    if (started.current !== null && started.current !== key) return;
    started.current = key;
    let request = creating.get(key);
    if (!request) {
      request = createFormRisk(license, productId);
      creating.set(key, request);
      const created = request;
      const forget = () => void setTimeout(() => creating.get(key) === created && creating.delete(key), REUSE_MS);
      request.then(forget, () => creating.delete(key));
    }
    let live = true;
    request.then(
      (risk) => {
        if (live) void navigate({ to: '/forms', search: { productId: risk.ProductId, riskId: risk.RiskId }, replace: true });
      },
      (e: unknown) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [productId, license, navigate]);

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
