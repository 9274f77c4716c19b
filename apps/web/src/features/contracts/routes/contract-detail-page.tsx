import { Stack } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../documents/components/file-drop-zone';
import { useActiveSession } from '../../session';
import { usePageTitle } from '../../../ui/use-page-title';
import { useContract } from '../api/get-contract';
import { ContractDetailView, normaliseContractFocus, type TContractFocus } from '../components/contract-detail-view';

type Props = {
  id: string;
  focus?: string;
  sparte?: string;
  /** /vertrag/… or /kompakt/… (spec 001 §2.1): tabs stay on the same kind of page. */
  base: 'vertrag' | 'kompakt';
};

/** /vertrag/{id}/{focus}[/{sparte}] and /kompakt/{id}/{focus}: the contract as a page. */
export function ContractDetailPage({ id, focus, sparte, base }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { license } = useActiveSession();
  const contract = useContract(license, id);
  usePageTitle(contract.data ? t('contractDetail.heading', { number: contract.data.VertragsNr }) : t('contractDetail.dialogTitle'));

  const changeFocus = (next: TContractFocus) => {
    if (next === normaliseContractFocus(focus)) return;
    if (base === 'kompakt') void navigate({ to: '/kompakt/$id/$focus', params: { id, focus: next }, replace: true });
    else void navigate({ to: '/vertrag/$id/$focus', params: { id, focus: next }, replace: true });
  };

  return (
    <FileDropZone links={{ contractId: id, ...(contract.data?.Kunde?.Id ? { customerId: contract.data.Kunde.Id } : {}) }} linkLabel={t('documents.upload.targets.contract', { number: contract.data?.VertragsNr ?? '' })}>
      <Stack spacing={2} sx={{ maxWidth: 1200 }} data-testid="contract-detail-page">
        <ContractDetailView contractId={id} variant="page" focus={focus} sparte={sparte} onFocusChange={changeFocus} />
      </Stack>
    </FileDropZone>
  );
}
