import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyLink } from '../../../lib/object-links';
import { DetailDialogFrame } from '../../../ui/detail/detail-dialog-frame';
import { ButtonLink } from '../../../ui/router-links';
import { ContractDetailDialog } from '../../contracts';
import { CompanyDetailView } from './company-detail-view';

/** Detail dialogs are 915 px wide (spec 000 §9). */
const COMPANY_DIALOG_WIDTH = 915;

type Props = { company: { id: string; name: string } | null; onClose: () => void };

/**
 * A company selected in the companies list (spec 000 §2.7: selecting a row opens a dialog), with a
 * button to its page /gesellschaft/{id}. Its contracts open in the contract dialog, whose back
 * button returns here.
 */
export function CompanyDialog({ company, onClose }: Props) {
  const { t } = useTranslation();
  const [contract, setContract] = useState<{ id: string; typ: string | null } | null>(null);
  if (!company) return null;
  if (contract) {
    return <ContractDetailDialog contractId={contract.id} typ={contract.typ} onClose={onClose} onBack={() => setContract(null)} />;
  }
  const link = companyLink(company.id);
  return (
    <DetailDialogFrame open onClose={onClose} title={company.name || t('companies.dialogTitle')} width={COMPANY_DIALOG_WIDTH} data-testid="company-dialog">
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ButtonLink to={link.to} params={link.params} variant="outlined" endIcon={<OpenInNewIcon />} data-testid="company-open-page">
            {t('companies.openPage')}
          </ButtonLink>
        </Box>
        <CompanyDetailView companyId={company.id} headingLevel={3} onOpenContract={(id, typ) => setContract({ id, typ })} />
      </Stack>
    </DetailDialogFrame>
  );
}
