import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/use-page-title';
import { FormViewer } from '../viewer/form-viewer';

/** /forms?productId=&riskId= (spec 001 §2.1, §5): both are required; without them nothing loads. */
export function FormViewerPage({ productId, riskId }: { productId?: string; riskId?: string }) {
  if (!productId || !riskId) return <MissingParameters missing={[!productId ? 'productId' : null, !riskId ? 'riskId' : null].filter((m): m is string => m !== null)} />;
  return <FormViewer key={`${productId}/${riskId}`} productId={productId} riskId={riskId} />;
}

function MissingParameters({ missing }: { missing: string[] }) {
  const { t } = useTranslation();
  usePageTitle(t('forms.viewer.title'));
  return (
    <Alert severity="warning" data-testid="form-viewer-missing">
      {t('forms.viewer.missingParameters', { names: missing.join(', ') })}
    </Alert>
  );
}
