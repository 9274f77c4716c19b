import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type SignaturePad from 'signature_pad';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPadStroke } from '@portal/domain/signature-xfdf';
import { fitStrokes, padAspect, padStrokesOf } from '../pad-strokes';

/** The ink colour of the signature (as in the XFDF and the signed PDF). */
export const INK_COLOR = '#1A237E';

type Props = {
  open: boolean;
  /** The signature field's width over height: the pad has its shape (within what fits a screen). */
  fieldAspect: number;
  field: string;
  onClose: () => void;
  onAccept: (strokes: TPadStroke[]) => void;
};

/**
 * The signature pad (signature_pad, loaded with the first pad): the signer draws with a mouse, a finger or a pen
 * in a box shaped like the signature field. 'Löschen' starts over; every button works from the keyboard.
 */
export function SignaturePadDialog({ open, fieldAspect, field, onClose, onAccept }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // A phone held upright gets a taller pad than a wide field's shape: room for a finger. The drawing is fitted back.
  const aspect = fullScreen ? Math.min(padAspect(fieldAspect, 1), 2.2) : padAspect(fieldAspect, 1);
  const titleId = useId();
  const hintId = useId();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [missing, setMissing] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  // The pad follows the canvas: created when it mounts, sized to device pixels whenever its box changes.
  useEffect(() => {
    if (!canvas) return;
    let disposed = false;
    let pad: SignaturePad | null = null;
    const fit = () => {
      const rect = canvas.getBoundingClientRect();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(rect.width * ratio);
      const height = Math.round(rect.height * ratio);
      if (width === canvas.width && height === canvas.height) return;
      // Resizing a canvas clears it: the strokes are kept and drawn again at the new size.
      const data = pad?.toData() ?? [];
      const scaleX = canvas.width > 0 ? width / canvas.width : 1;
      const scaleY = canvas.height > 0 ? height / canvas.height : 1;
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      if (pad) {
        pad.clear();
        if (data.length > 0) pad.fromData(data.map((g) => ({ ...g, points: g.points.map((p) => ({ ...p, x: p.x * scaleX, y: p.y * scaleY })) })));
      }
    };
    const observer = new ResizeObserver(fit);
    void import('signature_pad').then(
      ({ default: Pad }) => {
        if (disposed) return;
        pad = new Pad(canvas, { penColor: INK_COLOR, minWidth: 0.8, maxWidth: 2.6, backgroundColor: 'rgba(0,0,0,0)' });
        padRef.current = pad;
        fit();
        pad.addEventListener('endStroke', () => {
          setEmpty(pad?.isEmpty() ?? true);
          setMissing(false);
        });
        observer.observe(canvas);
      },
      () => setLoadFailed(true),
    );
    return () => {
      disposed = true;
      observer.disconnect();
      pad?.off();
      padRef.current = null;
    };
  }, [canvas]);

  useEffect(() => {
    if (!open) return;
    setEmpty(true);
    setMissing(false);
    padRef.current?.clear();
  }, [open]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setEmpty(true);
  }, []);

  const accept = () => {
    const pad = padRef.current;
    if (!pad || !canvas) return;
    const rect = canvas.getBoundingClientRect();
    const strokes = padStrokesOf(pad.toData(), rect.width, rect.height);
    if (!strokes.some((s) => s.length >= 2)) {
      setMissing(true);
      return;
    }
    // The pad's real shape (a height cap may have made it flatter than asked).
    onAccept(fitStrokes(strokes, rect.width / rect.height, fieldAspect));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={hintId} fullScreen={fullScreen} maxWidth="md" fullWidth data-testid="signature-pad-dialog">
      <DialogTitle id={titleId}>{t('signing.pad.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" id={hintId} sx={{ mb: 1 }}>
          {t('signing.pad.hint', { field })}
        </Typography>
        {loadFailed ? (
          <Alert severity="error">{t('signing.pad.loadFailed')}</Alert>
        ) : (
          <Box sx={{ position: 'relative', width: '100%', aspectRatio: String(aspect), maxHeight: { xs: '50vh', sm: 320 }, border: 2, borderColor: 'primary.main', borderRadius: 1, bgcolor: '#fffdf0', touchAction: 'none' }}>
            {/* The line to sign on and the cross, as on paper. */}
            <Box aria-hidden="true" sx={{ position: 'absolute', left: '6%', right: '6%', bottom: '22%', borderBottom: 1, borderColor: 'grey.500', pointerEvents: 'none' }} />
            <Typography aria-hidden="true" sx={{ position: 'absolute', left: '3%', bottom: '22%', color: 'grey.700', pointerEvents: 'none', lineHeight: 1 }}>
              ×
            </Typography>
            <Box
              component="canvas"
              ref={setCanvas}
              role="img"
              aria-label={t('signing.pad.canvas', { field })}
              data-testid="signature-pad"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', cursor: 'crosshair', touchAction: 'none' }}
            />
          </Box>
        )}
        {missing ? (
          <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
            {t('signing.missing')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={clear} disabled={empty} data-testid="signature-pad-clear">
          {t('signing.pad.clear')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={accept} data-testid="signature-pad-accept">
          {t('signing.pad.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
