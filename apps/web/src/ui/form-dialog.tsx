import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, type DialogProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The title's id (from useId); the form's is `${id}-form`, so fields may build their own ids from it. */
  id: string;
  title: ReactNode;
  onCancel: () => void;
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  cancelLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  submitTestId?: string;
  'data-testid'?: string;
  children: ReactNode;
};

/**
 * An editor dialog: its fields are one form (Enter submits, the browser's own validation off — the API's schema
 * checks), cancel and a save button that shows it is busy.
 */
export function FormDialog({ id, title, onCancel, onSubmit, busy, submitLabel, cancelLabel, maxWidth = 'md', fullScreen = false, submitTestId, children, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={id} maxWidth={maxWidth} fullWidth fullScreen={fullScreen} data-testid={rest['data-testid']}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel ?? t('common.cancel')}</Button>
        <Button type="submit" form={`${id}-form`} variant="contained" loading={busy} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
