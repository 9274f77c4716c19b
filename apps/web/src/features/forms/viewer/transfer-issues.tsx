import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TFieldError } from '@portal/domain';
import type { TCompiledForm } from '@portal/forms';
import { labelOfPath, pageOfPath } from './form-data-diff';

type Props = { invalid: readonly TFieldError[]; form: TCompiledForm; onGoTo: (error: TFieldError) => void };

/**
 * Why the transfer was refused (400 VALIDATION): every invalid control with its label and the form's message, and a
 * way to its page. Shown above the form, so it stays in view on the page the viewer jumped to.
 */
export function TransferIssues({ invalid, form, onGoTo }: Props) {
  const { t } = useTranslation();
  if (invalid.length === 0) return null;
  return (
    <Alert severity="error" data-testid="form-transfer-invalid">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('forms.transfer.invalid')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {invalid.map((error) => {
          const page = pageOfPath(form, error.path);
          return (
            <li key={error.path}>
              <strong>{labelOfPath(form, error.path)}</strong>: {error.message}{' '}
              {page !== null ? (
                <Button size="small" onClick={() => onGoTo(error)}>
                  {t('forms.transfer.goToPage', { page: page + 1 })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
