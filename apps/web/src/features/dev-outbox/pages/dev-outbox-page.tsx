import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { useIsMobile } from '../../../ui/use-media';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { OUTBOX_PAGE_SIZE, useOutboxMails } from '../api/outbox-mails';
import { MailDetail } from '../components/mail-detail';
import { MailList } from '../components/mail-list';
import { TestMailButton } from '../components/test-mail-button';

type Props = {
  page: number;
  mailId: string | undefined;
  onChange: (search: { page?: number | undefined; mail?: string | undefined }) => void;
};

/**
 * /dev-postausgang: what the portal would have mailed (no SMTP server configured), for the licence's admins. List
 * and the chosen mail side by side; on a phone one after the other, with a way back to the list.
 */
export function DevOutboxPage(props: Props) {
  const { t } = useTranslation();
  usePageTitle(t('devOutbox.title'));
  const { userInit } = useActiveSession();
  return (
    <Stack spacing={2} data-testid="dev-outbox-page">
      <Typography variant="h4" component="h1">
        {t('devOutbox.title')}
      </Typography>
      {userInit.DevOutbox ? <Outbox {...props} /> : <Alert severity="info">{t('devOutbox.unavailable')}</Alert>}
    </Stack>
  );
}

function Outbox({ page, mailId, onChange }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const mobile = useIsMobile();
  const mails = useOutboxMails(license, page);

  if (mails.isError) return <ErrorAlert error={mails.error} />;
  if (!mails.data) return <LoadingMessage text={t('devOutbox.loading')} />;
  // The intro and the test button stay in place (and keep the button's answer) when the first mail arrives.
  const intro = (
    <>
      <Typography>{t('devOutbox.intro')}</Typography>
      <TestMailButton license={license} />
    </>
  );
  if (mails.data.Total === 0) {
    return (
      <>
        {intro}
        <Alert severity="info" data-testid="dev-outbox-empty">
          {t('devOutbox.empty')}
        </Alert>
      </>
    );
  }

  const list = <MailList page={mails.data} pageSize={OUTBOX_PAGE_SIZE} selectedId={mailId} onSelect={(id) => onChange({ page, mail: id })} onPage={(p) => onChange({ page: p })} />;
  if (mobile && mailId) {
    return (
      <Stack spacing={2}>
        <Box>
          <Button startIcon={<ArrowBackIcon />} onClick={() => onChange({ page })}>
            {t('devOutbox.backToList')}
          </Button>
        </Box>
        <MailDetail license={license} id={mailId} />
      </Stack>
    );
  }
  return (
    <>
      {intro}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>{list}</Box>
        <Box sx={{ minWidth: 0 }}>
          {mailId ? (
            <MailDetail key={mailId} license={license} id={mailId} />
          ) : (
            <Typography color="text.secondary">{mobile ? t('devOutbox.selectMailNarrow') : t('devOutbox.selectMail')}</Typography>
          )}
        </Box>
      </Box>
    </>
  );
}
