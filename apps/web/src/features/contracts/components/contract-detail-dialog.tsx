import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKompaktType } from '@portal/domain';
import { DetailDialogFrame } from '../../../ui/detail/detail-dialog-frame';
import { UnsavedChangesDialog } from '../../../ui/unsaved-changes-dialog';
import { useActiveSession } from '../../session';
import { useContract } from '../api/get-contract';
import { contractHeadline } from './contract-detail-view';
import { ContractTabs } from './contract-tabs';

/** Spec 001 §9: contract dialog 900 px wide, 90vw maximised; KOMPAKT 1200 (spec 000 §9). */
export const CONTRACT_DIALOG_WIDTH = 900;
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
  /** Further contracts (query parameter amspk): one tab each. */
  amspk?: readonly string[];
  /** Query parameter schadentag (YYYY-MM-DD). */
  claimDate?: string | null;
  /** Query parameter kennzeichen. */
  plate?: string | null;
  /** Nachricht opens the message panel. */
  focus?: string | null;
};

/**
 * The contract detail as a dialog (spec 000 §2.10 on desktop; spec 001 §2.8): parent and child
 * contracts open inside it, and 'Zurück zum vorherigen Dialog' returns to the one before. Closing over an unsaved
 * message draft asks first (spec 001 §4). MUI gives the focus back to the opener when it closes.
 */
export function ContractDetailDialog({ contractId, typ, onClose, onBack, amspk = [], claimDate, plate, focus }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const [stack, setStack] = useState<{ root: string | null; opened: TOpened[] }>({ root: contractId, opened: [] });
  const [dirty, setDirty] = useState(false);
  const [confirm, setConfirm] = useState<null | (() => void)>(null);
  // Another contract from outside starts a new stack (state derived from props during render).
  if (stack.root !== contractId) setStack({ root: contractId, opened: [] });
  const current: TOpened | null = stack.opened.at(-1) ?? (contractId ? { id: contractId, typ: typ ?? null } : null);
  const query = useContract(license, current?.id ?? null);

  if (!current) return null;
  const guarded = (action: () => void) => () => (dirty ? setConfirm(() => action) : action());
  const back = stack.opened.length ? () => setStack((s) => ({ ...s, opened: s.opened.slice(0, -1) })) : onBack;
  const open = (id: string, childTyp: string | null) => setStack((s) => ({ ...s, opened: [...s.opened, { id, typ: childTyp }] }));
  const loaded = query.data?.Id === current.id ? query.data : undefined;
  const shownTyp = loaded?.Typ ?? current.typ;
  // The further contracts (amspk) belong to the contract the dialog was opened with.
  const ids = stack.opened.length ? [current.id] : [current.id, ...amspk.filter((id) => id !== current.id)];

  return (
    <DetailDialogFrame
      open
      onClose={guarded(onClose)}
      onBack={back ? guarded(back) : undefined}
      title={loaded ? contractHeadline(loaded) : t('contractDetail.dialogTitle')}
      width={isKompaktType(shownTyp) ? KOMPAKT_DIALOG_WIDTH : CONTRACT_DIALOG_WIDTH}
      data-testid="contract-detail-dialog"
    >
      <ContractTabs
        key={ids.join(';')}
        ids={ids}
        variant="dialog"
        onOpenContract={open}
        claimDate={stack.opened.length ? null : claimDate}
        plate={stack.opened.length ? null : plate}
        focus={focus}
        onDirtyChange={setDirty}
      />
      <UnsavedChangesDialog
        open={confirm !== null}
        onStay={() => setConfirm(null)}
        onLeave={() => {
          const action = confirm;
          setConfirm(null);
          setDirty(false);
          action?.();
        }}
      />
    </DetailDialogFrame>
  );
}
