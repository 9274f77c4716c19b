import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from './translate-error';

type Props = { error: unknown; action?: ReactNode; 'data-testid'?: string };

/** A translated error message (errors.<code>) in an alert that screen readers announce. */
export function ErrorAlert({ error, action, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert" action={action} data-testid={rest['data-testid']}>
      {translateError(t, error)}
    </Alert>
  );
}
