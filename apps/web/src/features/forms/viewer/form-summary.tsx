import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import DrawIcon from '@mui/icons-material/Draw';
import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sendActionOf } from '@portal/forms';
import type { TRenderedFormDocument } from '../api/render-documents';
import type { TRenderState } from './document-render-state';
import type { TTransferState } from './use-transfer';
import { useFormTexts } from './use-form-texts';

type Props = {
  render: TRenderState & { retry: () => void };
  transfer: TTransferState;
  readOnly: boolean;
  onOpenDocument: (document: TRenderedFormDocument) => void;
  onSend: (action: 'sign' | 'send') => void;
  /** The sign request's state (signers, revoke) and its dialogs, beside the send button. */
  signing?: ReactNode;
};

/** The viewer's part of the summary page: the documents ('Dateien'), the send button and how the transfer went (the invalid controls show above the form: TransferIssues). */
export function FormSummary({ render, transfer, readOnly, onOpenDocument, onSend, signing }: Props) {
  const { t } = useTranslation();
  const runtime = useFormTexts();
  const action = sendActionOf(render.documents);
  const canSend = transfer.status === 'idle' && !readOnly && (render.status === 'idle' || render.status === 'failed');
  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="form-summary">
      <Box component="section" aria-labelledby="form-files-heading">
        <Typography variant="h6" component="h2" id="form-files-heading">
          {runtime.files}
        </Typography>
        <Box aria-live="polite" data-testid="form-documents" data-status={render.status}>
          {render.status === 'rendering' || render.status === 'invalid' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }} role="status">
              <CircularProgress size={20} aria-hidden="true" />
              <Typography variant="body2">{render.status === 'rendering' ? t('forms.documents.rendering') : t('forms.documents.waiting')}</Typography>
            </Stack>
          ) : render.status === 'failed' ? (
            <Alert severity="warning" action={<Button onClick={render.retry}>{t('common.retry')}</Button>}>
              {t('forms.documents.failed')}
            </Alert>
          ) : render.documents.length === 0 ? (
            <Typography variant="body2" sx={{ py: 1 }}>
              {t('forms.documents.none')}
            </Typography>
          ) : (
            <List dense>
              {render.documents.map((doc) => {
                const signatures = doc.SignatureFields?.filter((s) => s.trim()) ?? [];
                return (
                  <ListItem key={doc.Id} disablePadding>
                    <ListItemButton onClick={() => onOpenDocument(doc)} data-testid="form-document">
                      <ListItemIcon>
                        <PictureAsPdfIcon aria-hidden="true" />
                      </ListItemIcon>
                      <ListItemText
                        primary={doc.Name}
                        secondary={signatures.length > 0 ? t('forms.documents.signatures', { names: signatures.join(', ') }) : t('forms.documents.noSignature')}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </Box>

      {transfer.errorCode ? (
        <Alert severity="error" role="alert">
          {transfer.errorCode === 'NOT_SAVED' ? t('forms.transfer.notSaved') : t('forms.transfer.failed', { reason: t(`errors.${transfer.errorCode}`, { defaultValue: t('errors.UNKNOWN') }) })}
        </Alert>
      ) : null}
      {signing}
      {transfer.status === 'transferred' ? (
        <Alert severity="success" data-testid="form-transferred">
          {t('forms.transfer.transferred')}
        </Alert>
      ) : null}

      <Box>
        <Button
          variant="contained"
          size="large"
          startIcon={transfer.status === 'transferring' ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : action === 'sign' ? <DrawIcon /> : <SendIcon />}
          disabled={!canSend}
          onClick={() => onSend(action)}
          data-testid="form-send"
          data-action={action}
        >
          {action === 'sign' ? runtime.sign : runtime.send}
        </Button>
        {transfer.status === 'transferring' ? (
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {t('forms.transfer.transferring')}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}
