import { Alert, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Catches a runtime that fails to load (its chunk is not reachable) or breaks while rendering: the page keeps its
 * save indicator and the edits already stored, and the user can try again instead of facing a blank page.
 */
export class RuntimeBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    // React.lazy keeps a failed load: trying again means loading the page again (the edits are in the browser's store).
    return this.state.failed ? <RuntimeFailed onRetry={() => window.location.reload()} /> : this.props.children;
  }
}

function RuntimeFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert" data-testid="form-runtime-failed" action={<Button color="inherit" onClick={onRetry}>{t('common.reload')}</Button>}>
      {t('forms.viewer.runtimeUnavailable')}
    </Alert>
  );
}
