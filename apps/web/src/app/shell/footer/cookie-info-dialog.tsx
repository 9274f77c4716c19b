import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onClose: () => void };

/** Spec 001 §2.12: a footer link without URL opens this information about the cookies in use. */
export function CookieInfoDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="cookie-dialog">
      <DialogTitle id={titleId}>{t('footer.cookieDialog.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>{t('footer.cookieDialog.session')}</Typography>
        <Typography>{t('footer.cookieDialog.storage')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
