import DrawIcon from '@mui/icons-material/Draw';
import { Alert, Box, Button, CircularProgress, IconButton, Paper, Snackbar, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSignatureWidget, TSignSession, TSubmitSignatureResult } from '@portal/domain';
import { buildSignatureXfdf, hasSignatureStrokes, type TPadStroke } from '@portal/domain/signature-xfdf';
import { PdfViewer, type TPdfPageOverlay } from '../../documents';
import { fetchSignDocument, submitSignature } from '../api/sign-session';
import { linkProblemOf } from '../link-problem';
import { strokesPath } from '../pad-strokes';
import { INK_COLOR, SignaturePadDialog } from './signature-pad-dialog';
import { LinkProblemAlert } from './link-problem-alert';

/** Snackbars stay 5 s (spec 001 §9). */
const SNACKBAR_MS = 5000;

type Props = {
  token: string;
  session: TSignSession;
  onSigned: (result: TSubmitSignatureResult) => void;
  /** In the PDF viewer dialog: a cancel button beside save. */
  onCancel?: () => void;
  /** The height the documents may take (the page gives more than the dialog). */
  viewerHeight: string;
  /** Scrolls the document to the first signature field once it is drawn (the dialog; the page shows its facts first). */
  scrollToField?: boolean;
};

/**
 * The PDF viewer in signable mode (spec 001 §4, §5), shared by the signer's page and the member's own signature in
 * the form viewer: the documents (pdf.js), the signer's signature fields marked on their pages, 'Unterschreiben' on
 * a field opens the pad; the drawing shows in every field and is saved as XFDF (one ink per field widget).
 */
export function SigningWorkspace({ token, session, onSigned, onCancel, viewerHeight, scrollToField = false }: Props) {
  const { t } = useTranslation();
  const [strokes, setStrokes] = useState<TPadStroke[]>([]);
  const [padOpen, setPadOpen] = useState(false);
  const [docIndex, setDocIndex] = useState(0);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const signed = hasSignatureStrokes(strokes);
  const first = session.Widgets[0];
  const fieldAspect = first ? first.Width / first.Height : 3;
  const documents = session.Documents;
  const current = documents[Math.min(docIndex, documents.length - 1)];

  const save = async () => {
    if (!signed) {
      setMissing(true);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const xfdf = buildSignatureXfdf({ widgets: session.Widgets, strokes, field: session.Field, author: session.Email, date: new Date() });
      onSigned(await submitSignature(token, xfdf));
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };

  const widgetsOf = (documentId: string, pageIndex: number) => session.Widgets.filter((w) => w.DocumentId === documentId && w.Page === pageIndex);
  const overlay = (documentId: string) =>
    function SignatureFields(page: TPdfPageOverlay) {
      return widgetsOf(documentId, page.pageIndex).map((widget) => (
        <SignatureField
          key={`${widget.Page}:${widget.X}:${widget.Y}`}
          widget={widget}
          page={page}
          strokes={strokes}
          field={session.Field}
          onSign={() => setPadOpen(true)}
          scrollIntoView={scrollToField && widget === session.Widgets.find((w) => w.DocumentId === documentId)}
        />
      ));
    };

  return (
    <Stack spacing={2} sx={{ minHeight: 0 }} data-testid="signing-workspace" data-signed={signed}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body1" sx={{ flex: 1 }}>
          {signed ? t('signing.workspace.drawn', { field: session.Field }) : t('signing.workspace.instruction', { field: session.Field, count: session.Widgets.length })}
        </Typography>
        <Button variant={signed ? 'outlined' : 'contained'} startIcon={<DrawIcon />} onClick={() => setPadOpen(true)} data-testid="signing-open-pad">
          {signed ? t('signing.workspace.redraw') : t('signing.workspace.sign')}
        </Button>
      </Stack>
      {documents.length > 1 ? (
        <Tabs value={Math.min(docIndex, documents.length - 1)} onChange={(_, i: number) => setDocIndex(i)} variant="scrollable" allowScrollButtonsMobile aria-label={t('signing.workspace.documents')}>
          {documents.map((d) => (
            <Tab key={d.Id} label={d.Name} data-testid="signing-document-tab" />
          ))}
        </Tabs>
      ) : null}
      {current ? (
        <Paper variant="outlined" sx={{ height: viewerHeight, minHeight: 320, display: 'flex' }}>
          <SignDocument key={current.Id} url={current.Url} name={current.Name} renderPageOverlay={overlay(current.Id)} />
        </Paper>
      ) : null}
      {error ? <LinkProblemAlert problem={linkProblemOf(error)} error={error} /> : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? <Button onClick={onCancel}>{t('common.cancel')}</Button> : null}
        <Button
          variant="contained"
          size="large"
          onClick={() => void save()}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          data-testid="signing-save"
        >
          {t('signing.workspace.save')}
        </Button>
      </Stack>
      <SignaturePadDialog
        open={padOpen}
        fieldAspect={fieldAspect}
        field={session.Field}
        onClose={() => setPadOpen(false)}
        onAccept={(drawn) => {
          setStrokes(drawn);
          setPadOpen(false);
          setMissing(false);
        }}
      />
      <Snackbar
        open={missing}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_, reason) => reason !== 'clickaway' && setMissing(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="warning"
          variant="filled"
          data-testid="signing-missing"
          action={
            <Button color="inherit" size="small" onClick={() => setMissing(false)}>
              {t('signing.ok')}
            </Button>
          }
        >
          {t('signing.missing')}
        </Alert>
      </Snackbar>
    </Stack>
  );
}

function SignDocument({ url, name, renderPageOverlay }: { url: string; name: string; renderPageOverlay: (page: TPdfPageOverlay) => ReactNode }) {
  const { t } = useTranslation();
  const file = useQuery({ queryKey: ['signing', 'document', url] as const, queryFn: ({ signal }) => fetchSignDocument(url, signal), retry: false, gcTime: 0, staleTime: Infinity });
  if (file.isError) return <Box sx={{ m: 2 }}><LinkProblemAlert problem={linkProblemOf(file.error)} error={file.error} /></Box>;
  if (!file.data) {
    return (
      <Stack spacing={2} sx={{ m: 'auto', alignItems: 'center' }} role="status">
        <CircularProgress aria-hidden="true" />
        <Typography>{t('signing.workspace.loadingDocument')}</Typography>
      </Stack>
    );
  }
  return <PdfViewer data={file.data} title={name} renderPageOverlay={renderPageOverlay} fitWidth />;
}

/** A signature field on the page: marked, with 'Unterschreiben' until drawn, then the drawing itself. */
type TFieldProps = { widget: TSignatureWidget; page: TPdfPageOverlay; strokes: TPadStroke[]; field: string; onSign: () => void; scrollIntoView: boolean };

function SignatureField({ widget, page, strokes, field, onSign, scrollIntoView }: TFieldProps) {
  const { t } = useTranslation();
  const box = page.toCss(widget);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView({ block: 'center' });
  }, [scrollIntoView]);
  const drawn = hasSignatureStrokes(strokes);
  return (
    <Box
      ref={ref}
      data-testid="signing-field"
      data-signed={drawn}
      sx={{
        position: 'absolute',
        left: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        border: 2,
        borderStyle: drawn ? 'solid' : 'dashed',
        borderColor: drawn ? 'success.main' : 'warning.dark',
        bgcolor: drawn ? 'rgba(46, 125, 50, 0.06)' : 'rgba(255, 193, 7, 0.18)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {drawn ? (
        <Box component="svg" viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-label={t('signing.workspace.fieldDrawn', { field })} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', cursor: 'pointer' }} onClick={onSign}>
          <path d={strokesPath(strokes, box.width, box.height)} fill="none" stroke={INK_COLOR} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
        </Box>
      ) : box.width < 130 ? (
        // A field drawn small (a phone's fitted page): the pen alone, named for screen readers.
        <IconButton size="small" onClick={onSign} aria-label={t('signing.workspace.signField', { field })} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}>
          <DrawIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button size="small" variant="contained" startIcon={<DrawIcon />} onClick={onSign} sx={{ whiteSpace: 'nowrap', py: 0, minHeight: 0 }} aria-label={t('signing.workspace.signField', { field })}>
          {t('signing.workspace.sign')}
        </Button>
      )}
    </Box>
  );
}
