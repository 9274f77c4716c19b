import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; pending: boolean; onCreate: (name: string) => void; onCancel: () => void };

/** A new configuration: its name is required (spec 000 §5). */
export function NewSetDialog({ open, pending, onCreate, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !name.trim();
  const submit = () => {
    setTouched(true);
    if (name.trim()) onCreate(name.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="new-set-dialog"
      slotProps={{ transition: { onExited: () => (setName(''), setTouched(false)) } }}
    >
      <DialogTitle id={titleId}>{t('detailViews.newConfiguration')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          label={t('detailViews.configurationName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          required
          fullWidth
          error={error}
          helperText={error ? t('detailViews.nameRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'new-set-name' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('detailViews.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={pending} data-testid="new-set-create">
          {t('detailViews.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
