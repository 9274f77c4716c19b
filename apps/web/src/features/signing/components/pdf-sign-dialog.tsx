import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubmitSignatureResult } from '@portal/domain';
import { LoadingMessage } from '../../../ui/loading-message';
import { getSignSession, signSessionKey } from '../api/sign-session';
import { linkProblemOf } from '../link-problem';
import { LinkProblemAlert } from './link-problem-alert';
import { SigningWorkspace } from './signing-workspace';

type Props = {
  /** The member's own sign token (OwnSignToken of the sign request); null: closed. */
  token: string | null;
  onClose: () => void;
  onSigned: (result: TSubmitSignatureResult) => void;
};

/** The PDF viewer dialog in signable mode (spec 001 §3, §9: 90vh high, 800 px wide, at most 95vw) for the member's own signature. */
export function PdfSignDialog({ token, onClose, onSigned }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useQuery({ queryKey: signSessionKey(token ?? ''), queryFn: ({ signal }) => getSignSession(token ?? '', signal), enabled: !!token, retry: false, gcTime: 0, staleTime: Infinity });
  return (
    <Dialog open={!!token} onClose={onClose} aria-labelledby={titleId} maxWidth={false} slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw', height: '90vh' } } }} data-testid="pdf-sign-dialog">
      <DialogTitle id={titleId}>{session.data ? t('signing.dialog.titleOf', { form: session.data.FormTitle }) : t('signing.dialog.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column' }}>
        {session.isError ? (
          <LinkProblemAlert problem={linkProblemOf(session.error)} error={session.error} />
        ) : !session.data || !token ? (
          <LoadingMessage text={t('signing.page.loading')} />
        ) : (
          <SigningWorkspace token={token} session={session.data} onSigned={onSigned} onCancel={onClose} viewerHeight="calc(90vh - 250px)" scrollToField />
        )}
      </DialogContent>
    </Dialog>
  );
}
