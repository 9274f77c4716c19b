import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Alert, Box, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import type { PDFDocumentProxy as TPdfDocument, PageViewport } from 'pdfjs-dist';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampZoom, ZOOM_STEP } from '../pdf-zoom';


/** pdf.js is big: it loads the first time a PDF is shown, with its worker as a separate file. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** Where a rectangle of the page (PDF points, origin bottom left) sits on the drawn page, in CSS pixels. */
export type TPdfPageOverlay = {
  /** 0-based page index. */
  pageIndex: number;
  toCss: (rect: { X: number; Y: number; Width: number; Height: number }) => { left: number; top: number; width: number; height: number };
};

type Props = {
  /** The PDF's bytes (already fetched with the session cookie). */
  data: Blob;
  /** Names the pages for screen readers. */
  title: string;
  /** Drawn over each page (e.g. the signature fields of signing), positioned by `toCss`. */
  renderPageOverlay?: (page: TPdfPageOverlay) => ReactNode;
  /** Starts at the zoom where the first page fits the viewer's width (never above 100 %): phones see whole pages. */
  fitWidth?: boolean;
};

/**
 * An embedded pdf.js viewer (spec 000 §2.10, 001 §2.1 pdfViewer): every page drawn on a canvas, with zoom.
 * Not the browser's own viewer, so it looks and works the same everywhere (also where a browser has none).
 */
export function PdfViewer({ data, title, renderPageOverlay, fitWidth = false }: Props) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<TPdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const measureRef = useRef<HTMLDivElement>(null);

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
        if (cancelled) {
          void loaded.destroy();
          return;
        }
        const available = measureRef.current?.clientWidth ?? 0;
        if (fitWidth && available > 0) {
          const first = await loaded.getPage(1);
          const natural = first.getViewport({ scale: PAGE_SCALE }).width;
          // The region's padding (2 × 16 px) and a scroll bar's width.
          setZoom(Math.max(0.25, Math.min(1, (available - 48) / natural)));
        }
        if (!cancelled) setPdf(loaded);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data, fitWidth]);

  if (failed) return <Alert severity="error" sx={{ m: 2 }}>{t('documents.pdf.failed')}</Alert>;
  if (!pdf) {
    return (
      <Stack ref={measureRef} spacing={2} sx={{ m: 'auto', alignItems: 'center', p: 4, width: '100%' }} role="status">
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
            <PdfPage key={n} pdf={pdf} pageNumber={n} zoom={zoom} label={t('documents.pdf.page', { page: n, count: pdf.numPages, title })} renderOverlay={renderPageOverlay} />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

/** pdf.js draws a page at 1.25 CSS pixels per point at 100 % zoom (about the size of a printed page on screen). */
const PAGE_SCALE = 1.25;

type TPageProps = { pdf: TPdfDocument; pageNumber: number; zoom: number; label: string; renderOverlay?: (page: TPdfPageOverlay) => ReactNode };

function PdfPage({ pdf, pageNumber, zoom, label, renderOverlay }: TPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [viewport, setViewport] = useState<PageViewport | null>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      // Sharp on high-density screens: draw at device pixels, show at CSS pixels.
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: zoom * PAGE_SCALE });
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      setViewport(viewport);
      task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise.catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom]);
  const canvas = <Box component="canvas" ref={canvasRef} role="img" aria-label={label} data-testid="pdf-page" sx={{ bgcolor: 'common.white', boxShadow: 2, maxWidth: 'none', display: 'block' }} />;
  if (!renderOverlay) return canvas;
  const overlay: TPdfPageOverlay | null = viewport
    ? {
        pageIndex: pageNumber - 1,
        toCss: ({ X, Y, Width, Height }) => {
          // The viewport maps page points (rotation and crop box included) to CSS pixels.
          const [x1, y1, x2, y2] = viewport.convertToViewportRectangle([X, Y, X + Width, Y + Height]) as [number, number, number, number];
          return { left: Math.min(x1, x2), top: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
        },
      }
    : null;
  return (
    <Box sx={{ position: 'relative', flexShrink: 0 }} data-testid="pdf-page-frame" data-page={pageNumber - 1}>
      {canvas}
      {overlay ? renderOverlay(overlay) : null}
    </Box>
  );
}
