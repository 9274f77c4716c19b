import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKompaktType } from '@portal/domain';
import { DetailDialogFrame } from '../../../ui/detail/detail-dialog-frame';
import { useActiveSession } from '../../session';
import { useContract } from '../api/get-contract';
import { contractHeadline, ContractDetailView } from './contract-detail-view';

/** Spec 000 §9: contract dialog 915 px wide (KOMPAKT 1200), 95vh high. */
export const CONTRACT_DIALOG_WIDTH = 915;
export const KOMPAKT_DIALOG_WIDTH = 1200;

type TOpened = { id: string; typ: string | null };

type Props = {
  /** The contract to show; null closes the dialog. */
  contractId: string | null;
  /** Its type when known (a list row has it): KOMPAKT types get the wide dialog at once. */
  typ?: string | null;
  onClose: () => void;
  /** The dialog was opened from another dialog: its back button returns there. */
  onBack?: () => void;
};

/**
 * The contract detail as a dialog (spec 000 §2.10 on desktop; spec 001 §2.8): parent and child
 * contracts open inside it, and 'Zurück zum vorherigen Dialog' returns to the one before.
 * MUI gives the focus back to the opener when it closes.
 */
export function ContractDetailDialog({ contractId, typ, onClose, onBack }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const [stack, setStack] = useState<{ root: string | null; opened: TOpened[] }>({ root: contractId, opened: [] });
  // Another contract from outside starts a new stack (state derived from props during render).
  if (stack.root !== contractId) setStack({ root: contractId, opened: [] });
  const current: TOpened | null = stack.opened.at(-1) ?? (contractId ? { id: contractId, typ: typ ?? null } : null);
  const query = useContract(license, current?.id ?? null);

  if (!current) return null;
  const back = stack.opened.length ? () => setStack((s) => ({ ...s, opened: s.opened.slice(0, -1) })) : onBack;
  const open = (id: string, childTyp: string | null) => setStack((s) => ({ ...s, opened: [...s.opened, { id, typ: childTyp }] }));
  const loaded = query.data?.Id === current.id ? query.data : undefined;
  const shownTyp = loaded?.Typ ?? current.typ;

  return (
    <DetailDialogFrame
      open
      onClose={onClose}
      onBack={back}
      title={loaded ? contractHeadline(loaded) : t('contractDetail.dialogTitle')}
      width={isKompaktType(shownTyp) ? KOMPAKT_DIALOG_WIDTH : CONTRACT_DIALOG_WIDTH}
      data-testid="contract-detail-dialog"
    >
      <ContractDetailView key={current.id} contractId={current.id} variant="dialog" onOpenContract={open} />
    </DetailDialogFrame>
  );
}
