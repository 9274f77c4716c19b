import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Dialog, DialogContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintStyles } from '../print-styles';
import { truncateText } from '../text';

/** Spec 000 §9: the dialog headline is cut at 25 characters. */
export const DIALOG_HEADLINE_MAX = 25;

type Props = {
  open: boolean;
  onClose: () => void;
  /** Full headline; the bar shows it cut to 25 characters, the whole text as tooltip and accessible name. */
  title: string;
  /** Width in px when not maximised (contract 915, KOMPAKT 1200). */
  width: number;
  /** Shown when the dialog was opened from another dialog: 'Zurück zum vorherigen Dialog'. */
  onBack?: () => void;
  printable?: boolean;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * The frame of the detail dialogs (spec 001 §2.8): title bar with back, print, full-screen toggle
 * (width → 90vw) and close; 95vh high. MUI returns the focus to the opener on close.
 */
export function DetailDialogFrame({ open, onClose, title, width, onBack, printable = true, children, ...rest }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [maximised, setMaximised] = useState(false);
  const shown = truncateText(title, DIALOG_HEADLINE_MAX);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      data-testid={rest['data-testid']}
      slotProps={{
        paper: {
          'data-print-area': true,
          sx: {
            width: maximised ? '90vw' : `min(${width}px, calc(100vw - 32px))`,
            maxWidth: maximised ? '90vw' : `min(${width}px, calc(100vw - 32px))`,
            height: '95vh',
            maxHeight: '95vh',
            m: 1,
          },
        } as object,
      }}
    >
      <PrintStyles />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {onBack ? (
          <Tooltip title={t('detail.dialog.back')}>
            <IconButton onClick={onBack} aria-label={t('detail.dialog.back')} data-print-hide data-testid="detail-dialog-back">
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          title={shown === title ? undefined : title}
          aria-label={shown === title ? undefined : title}
          sx={{ flex: 1, minWidth: 0, px: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', '@media print': { whiteSpace: 'normal', overflow: 'visible' } }}
          data-testid="detail-dialog-title"
        >
          <span data-print-hide>{shown}</span>
          {/* Printed in full; on screen the bar keeps the 25-character headline. */}
          <Box component="span" aria-hidden="true" sx={{ display: 'none', '@media print': { display: 'inline', whiteSpace: 'normal' } }}>
            {title}
          </Box>
        </Typography>
        <Box data-print-hide sx={{ display: 'flex' }}>
          {printable ? (
            <Tooltip title={t('detail.dialog.print')}>
              <IconButton onClick={() => window.print()} aria-label={t('detail.dialog.print')} data-testid="detail-dialog-print">
                <PrintIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          <Tooltip title={maximised ? t('detail.dialog.restore') : t('detail.dialog.maximise')}>
            <IconButton
              onClick={() => setMaximised((m) => !m)}
              aria-label={t('detail.dialog.maximise')}
              aria-pressed={maximised}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              data-testid="detail-dialog-fullscreen"
            >
              {maximised ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('common.close')}>
            <IconButton onClick={onClose} aria-label={t('common.close')} data-testid="detail-dialog-close">
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Stack>
      <DialogContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>{children}</DialogContent>
    </Dialog>
  );
}
