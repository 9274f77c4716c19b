import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDialogFrame } from '../../../ui/detail/detail-dialog-frame';
import { UnsavedChangesDialog } from '../../../ui/unsaved-changes-dialog';
import { useActiveSession } from '../../session';
import { useClaim } from '../api/get-claim';
import { claimHeadline, ClaimDetailView } from './claim-detail-view';

/** Spec 000 §9: detail dialogs 915 px wide, 95vh high. */
export const CLAIM_DIALOG_WIDTH = 915;

type Props = {
  /** The claim to show; null closes the dialog. */
  claimId: string | null;
  onClose: () => void;
  /** Opened from another dialog: 'Zurück zum vorherigen Dialog'. */
  onBack?: () => void;
};

/**
 * A claim in a dialog (spec 000 §2.10: claims of non-commercial licences open in a dialog). Closing
 * with unsaved changes asks first (spec 001 §4).
 */
export function ClaimDetailDialog({ claimId, onClose, onBack }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const query = useClaim(license, claimId);
  const [dirty, setDirty] = useState(false);
  const [confirm, setConfirm] = useState<null | 'close' | 'back'>(null);
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);

  if (!claimId) return null;
  const leave = (how: 'close' | 'back') => {
    if (dirty) setConfirm(how);
    else if (how === 'back') onBack?.();
    else onClose();
  };
  const loaded = query.data?.Id === claimId ? query.data : undefined;
  return (
    <>
      <DetailDialogFrame
        open
        onClose={() => leave('close')}
        onBack={onBack ? () => leave('back') : undefined}
        title={loaded ? claimHeadline(loaded) : t('claimDetail.title')}
        width={CLAIM_DIALOG_WIDTH}
        data-testid="claim-detail-dialog"
      >
        <ClaimDetailView key={claimId} claimId={claimId} variant="dialog" onDirtyChange={onDirtyChange} />
      </DetailDialogFrame>
      <UnsavedChangesDialog
        open={confirm !== null}
        onStay={() => setConfirm(null)}
        onLeave={() => {
          const how = confirm;
          setConfirm(null);
          setDirty(false);
          if (how === 'back') onBack?.();
          else onClose();
        }}
      />
    </>
  );
}
