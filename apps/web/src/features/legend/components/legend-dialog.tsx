import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INSURANCE_LINES } from '@portal/domain';
import { INSURANCE_LINE_ICONS } from '../../../ui/insurance-line-icon';

type Props = { open: boolean; onClose: () => void };

/** The legend of spec 000 §2.11: the icons of the 20 lines of business with their names. */
export function LegendDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth data-testid="legend-dialog">
      <DialogTitle id={titleId}>{t('legend.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 1 }}>
          {t('legend.intro')}
        </DialogContentText>
        <List dense sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }} aria-label={t('legend.listLabel')}>
          {INSURANCE_LINES.map((code) => {
            const Icon = INSURANCE_LINE_ICONS[code];
            return (
              <ListItem key={code} disableGutters data-testid="legend-line" data-code={code}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon sx={{ color: 'primary.main' }} aria-hidden="true" />
                </ListItemIcon>
                <ListItemText primary={t(`insuranceLines.${code}`)} secondary={code} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus data-testid="legend-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
