import '../i18n/german';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { downloadUrl, fetchFileBlob, PdfViewer } from '../../documents';

export type TReportPreview = { url: string; title: string; fileName: string };

/**
 * The file preview overlay of a rendered report (spec 001 §2.9, §3 Preview item Brieftyp 'DMS-PDF'): the PDF in
 * the documents feature's viewer, 90vh high, 800 px wide, at most 95vw (spec 001 §9); closing it goes back.
 */
export function ReportPreviewDialog({ preview, onClose }: { preview: TReportPreview; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const file = useQuery({
    queryKey: ['reportPdf', preview.url] as const,
    queryFn: ({ signal }) => fetchFileBlob(preview.url, signal),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth={false} slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw', height: '90vh' } } }} data-testid="report-preview">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('reportCards.previewTitle', { title: preview.title })}
      </DialogTitle>
      <IconButton aria-label={t('reportCards.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', p: 0 }}>
        {file.isError ? (
          <Box sx={{ m: 2 }}>
            <ErrorAlert error={file.error} />
          </Box>
        ) : file.data ? (
          <PdfViewer data={file.data} title={preview.title} />
        ) : (
          <Stack spacing={2} sx={{ m: 'auto', alignItems: 'center' }} role="status">
            <CircularProgress aria-hidden="true" />
            <Typography>{t('reportCards.rendering')}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={() => downloadUrl(preview.url, preview.fileName)} data-testid="report-download">
          {t('reportCards.download')}
        </Button>
        <Button onClick={onClose}>{t('reportCards.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
