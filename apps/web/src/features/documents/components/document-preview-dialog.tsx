import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { downloadUrl, fetchFileBlob, getDocumentUrl } from '../api';
import { previewKind } from '../document-filters';
import { PdfViewer } from './pdf-viewer';

export type TPreviewDocument = { id: string; title: string };

type Props = {
  license: string;
  document: TPreviewDocument | null;
  onClose: () => void;
  /** The file is not there (404): the page shows its message, the preview closes. */
  onNotAvailable: () => void;
  onError: () => void;
};

/**
 * The preview of one document (spec 000 §2.10, §8): PDFs in
 * the embedded pdf.js viewer, images inline, other files are downloaded and the preview closes.
 */
export function DocumentPreviewDialog({ license, document: doc, onClose, onNotAvailable, onError }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const id = doc?.id ?? null;
  const query = useQuery({
    queryKey: ['document-preview', license, id] as const,
    queryFn: async ({ signal }) => {
      const { Url } = await getDocumentUrl(license, id ?? '');
      const blob = await fetchFileBlob(Url, signal);
      return { url: Url, blob };
    },
    enabled: !!id,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  const kind = query.data ? previewKind(query.data.blob.type) : null;
  const objectUrl = useMemo(() => (query.data && kind === 'image' ? URL.createObjectURL(query.data.blob) : null), [query.data, kind]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  const failed = query.isError ? query.error : null;
  useEffect(() => {
    if (!failed) return;
    if (isApiError(failed) && failed.code === 'NOT_FOUND') onNotAvailable();
    else onError();
  }, [failed, onNotAvailable, onError]);
  const downloadTarget = kind === 'download' ? (query.data?.url ?? null) : null;
  useEffect(() => {
    if (!downloadTarget) return;
    downloadUrl(downloadTarget);
    onClose();
  }, [downloadTarget, onClose]);

  const title = doc?.title ?? '';
  return (
    <Dialog open={!!doc && !failed} onClose={onClose} aria-labelledby={titleId} maxWidth={false} fullWidth slotProps={{ paper: { sx: { width: '90vw', height: '90vh' } } }} data-testid="document-preview">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('documents.preview.title', { title })}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', p: 0 }}>
        {query.isPending || kind === 'download' ? (
          <Stack spacing={2} sx={{ m: 'auto', alignItems: 'center' }}>
            <CircularProgress aria-label={t('documents.preview.loading')} />
            <Typography>{t('documents.preview.loading')}</Typography>
          </Stack>
        ) : kind === 'pdf' && query.data ? (
          <PdfViewer data={query.data.blob} title={title} />
        ) : kind === 'image' && objectUrl ? (
          <Box component="img" src={objectUrl} alt={title} sx={{ maxWidth: '100%', maxHeight: '100%', m: 'auto', objectFit: 'contain' }} />
        ) : null}
      </DialogContent>
      <DialogActions>
        {query.data ? (
          <Button startIcon={<DownloadIcon />} onClick={() => query.data && downloadUrl(query.data.url)}>
            {t('documents.preview.download')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
