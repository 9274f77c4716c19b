import { GlobalStyles } from '@mui/material';

/**
 * Print rules of the detail views: the shell (navbar, sidenav, footer) and controls marked
 * `data-print-hide` are left out, hidden tab panels are printed too, and when a dialog holds the
 * print area (`data-print-area`) only that dialog is printed, over its full length.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '[data-testid="navbar"], [data-testid="footer"], .MuiDrawer-root:has([data-testid="sidenav"]), [data-print-hide]': { display: 'none !important' },
          '#main-content': { padding: '0 !important' },
          '[role="tabpanel"][hidden]': { display: 'block !important' },
          'body:has(.MuiDialog-root [data-print-area]) > #root': { display: 'none !important' },
          '.MuiDialog-root:has([data-print-area])': { position: 'static !important' },
          '.MuiDialog-root:has([data-print-area]) .MuiBackdrop-root': { display: 'none !important' },
          '.MuiDialog-root:has([data-print-area]) .MuiDialog-container': { display: 'block !important', height: 'auto !important' },
          '.MuiDialog-paper[data-print-area]': {
            margin: '0 !important',
            width: '100% !important',
            maxWidth: 'none !important',
            height: 'auto !important',
            maxHeight: 'none !important',
            boxShadow: 'none !important',
            overflow: 'visible !important',
          },
          '[data-print-area] .MuiDialogContent-root': { overflow: 'visible !important' },
        },
      }}
    />
  );
}
