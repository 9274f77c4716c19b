import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../ui/translate-error';
import type { TLinkProblem } from '../link-problem';

/** Why a sign link does not work, in words for the signer (who has no login and no one to ask but the broker). */
export function LinkProblemAlert({ problem, error }: { problem: TLinkProblem; error: unknown }) {
  const { t } = useTranslation();
  if (problem === 'failed') {
    return (
      <Alert severity="error" role="alert" data-testid="sign-link-problem" data-problem={problem}>
        {translateError(t, error)}
      </Alert>
    );
  }
  return (
    <Alert severity={problem === 'rateLimited' ? 'warning' : 'info'} role="alert" data-testid="sign-link-problem" data-problem={problem}>
      <AlertTitle>{t(`signing.link.${problem}.title`)}</AlertTitle>
      {t(`signing.link.${problem}.text`)}
    </Alert>
  );
}
