import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Alert, Box, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import type { PDFDocumentProxy as TPdfDocument } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampZoom, ZOOM_STEP } from '../pdf-zoom';


/** pdf.js is big: it loads the first time a PDF is shown, with its worker as a separate file. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

type Props = {
  /** The PDF's bytes (already fetched with the session cookie). */
  data: Blob;
  /** Names the pages for screen readers. */
  title: string;
};

/**
 * An embedded pdf.js viewer (spec 000 §2.10, 001 §2.1 pdfViewer): every page drawn on a canvas, with zoom.
 * Not the browser's own viewer, so it looks and works the same everywhere (also where a browser has none).
 */
export function PdfViewer({ data, title }: Props) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<TPdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    let cancelled = false;
    let loaded: TPdfDocument | null = null;
    setPdf(null);
    setFailed(false);
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const bytes = new Uint8Array(await data.arrayBuffer());
        loaded = await pdfjs.getDocument({ data: bytes }).promise;
        if (cancelled) void loaded.destroy();
        else setPdf(loaded);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);

  if (failed) return <Alert severity="error" sx={{ m: 2 }}>{t('documents.pdf.failed')}</Alert>;
  if (!pdf) {
    return (
      <Stack spacing={2} sx={{ m: 'auto', alignItems: 'center', p: 4 }} role="status">
        <CircularProgress aria-hidden="true" />
        <Typography>{t('documents.pdf.loading')}</Typography>
      </Stack>
    );
  }
  const pages = Array.from({ length: pdf.numPages }, (_, i) => i + 1);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', minHeight: 0 }} data-testid="pdf-viewer" data-pages={pdf.numPages}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('documents.pdf.pages', { count: pdf.numPages })}
        </Typography>
        <IconButton aria-label={t('documents.pdf.zoomOut')} onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))} disabled={zoom <= clampZoom(0)} size="small">
          <ZoomOutIcon />
        </IconButton>
        <Typography variant="body2" aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }} data-testid="pdf-zoom">
          {Math.round(zoom * 100)} %
        </Typography>
        <IconButton aria-label={t('documents.pdf.zoomIn')} onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))} disabled={zoom >= clampZoom(Infinity)} size="small">
          <ZoomInIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.200', p: 2 }} tabIndex={0} role="region" aria-label={t('documents.pdf.region', { title })}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {pages.map((n) => (
            <PdfPage key={n} pdf={pdf} pageNumber={n} zoom={zoom} label={t('documents.pdf.page', { page: n, count: pdf.numPages, title })} />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

function PdfPage({ pdf, pageNumber, zoom, label }: { pdf: TPdfDocument; pageNumber: number; zoom: number; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      // Sharp on high-density screens: draw at device pixels, show at CSS pixels.
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: zoom * 1.25 });
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise.catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom]);
  return <Box component="canvas" ref={canvasRef} role="img" aria-label={label} data-testid="pdf-page" sx={{ bgcolor: 'common.white', boxShadow: 2, maxWidth: 'none' }} />;
}
