import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { useSendTestMail } from '../api/send-test-mail';

/** Sends the admin a test mail (it lands in this outbox) and says where it went. */
export function TestMailButton({ license }: { license: string }) {
  const { t } = useTranslation();
  const send = useSendTestMail(license);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<SendIcon />} loading={send.isPending} loadingPosition="start" onClick={() => send.mutate()} data-testid="dev-outbox-send-test">
        {t('devOutbox.sendTest')}
      </Button>
      <div role="status">{send.data && <Alert severity="success">{t('devOutbox.testSent', { to: send.data.To })}</Alert>}</div>
      {send.isError && <ErrorAlert error={send.error} />}
    </Stack>
  );
}
