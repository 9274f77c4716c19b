import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadUrl, fetchFileBlob, PdfViewer } from '../../documents';
import type { TRenderedFormDocument } from '../api/render-documents';

type Props = { document: TRenderedFormDocument | null; onClose: () => void };

/** A rendered document of the summary in the documents feature's PDF viewer (spec 001 §9: 90vh high, 800 px wide, at most 95vw), with its signature fields. */
export function FormDocumentDialog({ document: doc, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const url = doc?.Url ?? null;
  const file = useQuery({
    queryKey: ['forms', 'document', url] as const,
    queryFn: ({ signal }) => fetchFileBlob(url ?? '', signal),
    enabled: !!url,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  const signatures = doc?.SignatureFields?.filter((s) => s.trim()) ?? [];
  return (
    <Dialog open={!!doc} onClose={onClose} aria-labelledby={titleId} maxWidth={false} slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw', height: '90vh' } } }} data-testid="form-document-dialog">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {doc?.Name ?? ''}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', p: 0 }}>
        <Typography variant="body2" sx={{ px: 2, py: 1 }} data-testid="form-document-signatures">
          {signatures.length > 0 ? t('forms.documents.signatures', { names: signatures.join(', ') }) : t('forms.documents.noSignature')}
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          {file.isError ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {t('forms.documents.openFailed')}
            </Alert>
          ) : file.data ? (
            <PdfViewer data={file.data} title={doc?.Name ?? ''} />
          ) : (
            <Stack spacing={2} sx={{ m: 'auto', alignItems: 'center' }} role="status">
              <CircularProgress aria-hidden="true" />
              <Typography>{t('documents.pdf.loading')}</Typography>
            </Stack>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={() => url && downloadUrl(url, doc?.Name)} disabled={!url}>
          {t('forms.documents.download')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
