import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { ButtonLink } from '../../../ui/router-links';
import { usePageTitle } from '../../../ui/use-page-title';
import { downloadUrl, fetchFileBlob } from '../api';
import { PdfViewer } from '../components/pdf-viewer';
import { pdfViewerSource } from '../pdf-viewer-source';

/** /pdfViewer/{path} (spec 001 §2.1): a PDF of this portal's API shown full page in the embedded viewer. */
export function PdfViewerPage({ path }: { path: string }) {
  const { t } = useTranslation();
  usePageTitle(t('documents.pdf.viewerTitle'));
  const source = pdfViewerSource(path);
  const file = useQuery({
    queryKey: ['pdf-viewer', source] as const,
    queryFn: ({ signal }) => fetchFileBlob(source ?? '', signal),
    enabled: !!source,
    retry: false,
    gcTime: 0,
  });
  const fileName = source ? decodeURIComponent(source.split('?')[0]?.split('/').pop() ?? '') : '';
  const problem = !source ? t('documents.pdf.invalidPath') : file.isError ? (isApiError(file.error) && file.error.code === 'NOT_FOUND' ? t('documents.pdf.notFound') : t('documents.pdf.failed')) : null;
  return (
    <Stack spacing={2} sx={{ height: 'calc(100vh - 160px)', minHeight: 400 }} data-testid="pdf-viewer-page">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('documents.pdf.viewerTitle')}
        </Typography>
        <ButtonLink to="/dokumente" startIcon={<ArrowBackIcon />}>
          {t('documents.pdf.back')}
        </ButtonLink>
        {source && file.isSuccess ? (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadUrl(source)}>
            {t('documents.pdf.download')}
          </Button>
        ) : null}
      </Stack>
      {problem ? (
        <Alert severity={!source ? 'error' : 'warning'} data-testid="pdf-viewer-problem">
          {problem}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          {file.data ? <PdfViewer data={file.data} title={fileName} /> : <Box sx={{ m: 'auto' }}><PdfViewerLoading /></Box>}
        </Paper>
      )}
    </Stack>
  );
}

function PdfViewerLoading() {
  const { t } = useTranslation();
  return <Typography role="status">{t('documents.pdf.loading')}</Typography>;
}
