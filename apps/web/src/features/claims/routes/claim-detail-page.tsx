import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/use-page-title';
import { FileDropZone } from '../../documents/components/file-drop-zone';
import { useActiveSession } from '../../session';
import { useClaim } from '../api/get-claim';
import { ClaimDetailView } from '../components/claim-detail-view';

/**
 * /schaden/{id}[/{focus}] and /gewerbe_schaden/{id}[/{focus}] (spec 001 §2.1): the claim as a page;
 * the edit form guards against leaving with unsaved changes.
 */
export function ClaimDetailPage({ id }: { id: string; focus?: string }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const claim = useClaim(license, id);
  usePageTitle(claim.data ? t('claimDetail.heading', { number: claim.data.NummerMakler ?? id }) : t('claimDetail.title'));
  return (
    <FileDropZone links={{ claimId: id }} linkLabel={t('documents.upload.targets.claim', { number: claim.data?.NummerMakler ?? '' })}>
      <Box sx={{ maxWidth: 1200 }} data-testid="claim-detail-page">
        <ClaimDetailView claimId={id} variant="page" />
      </Box>
    </FileDropZone>
  );
}
