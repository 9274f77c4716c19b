import '../i18n/german';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CONTEXT_TYPE, type TReportContext } from '@portal/domain';
import { columnLabel } from '../../../ui/data-table/column-label';
import { notFoundTextKey } from '../report-steps';

/** No record left (spec 001 §8): a text chosen by the card's filter property, and 'Schließen'. */
export function NotFoundDialog({ context, step, property, onClose }: { context: TReportContext; step: string; property: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const key = notFoundTextKey(context, step, property);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth data-testid="report-not-found">
      <DialogTitle id={titleId}>{t('reportCards.notFound.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{key.kind === 'property' ? t('reportCards.notFound.byProperty', { property: columnLabel(t, i18n.language, REPORT_CONTEXT_TYPE[context], key.property) }) : t(`reportCards.notFound.${key.step}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('reportCards.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
