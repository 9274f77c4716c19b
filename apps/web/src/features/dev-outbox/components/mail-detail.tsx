import { Alert, Box, Chip, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TDevOutboxMail } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useOutboxMail } from '../api/outbox-mail';
import { formatSentAt } from '../format-sent-at';
import { mailFrameDocument } from '../mail-frame-document';
import { FactList } from '../../../ui/fact-list';

/** One mail of the outbox: its header, its links (each opens in a new tab), the HTML part sandboxed, and the text. */
export function MailDetail({ license, id }: { license: string; id: string }) {
  const { t } = useTranslation();
  const mail = useOutboxMail(license, id);
  if (mail.isError) return <ErrorAlert error={mail.error} />;
  if (!mail.data) return <LoadingMessage text={t('devOutbox.loadingMail')} />;
  return <MailView mail={mail.data} />;
}

function MailView({ mail }: { mail: TDevOutboxMail }) {
  const { t } = useTranslation();
  const header: [string, string][] = [
    [t('devOutbox.from'), mail.From],
    [t('devOutbox.to'), mail.To],
    ...(mail.ReplyTo ? ([[t('devOutbox.replyTo'), mail.ReplyTo]] as [string, string][]) : []),
    [t('devOutbox.sentAt'), formatSentAt(mail.CreatedAt)],
  ];
  return (
    <Stack spacing={2} data-testid="dev-outbox-mail" sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="dev-outbox-mail-subject">
        {mail.Subject}
      </Typography>
      <FactList facts={header} variant="body1" />
      {mail.Attachments.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('devOutbox.attachments')} role="list">
          {mail.Attachments.map((a) => (
            <Chip key={a.Filename} role="listitem" label={`${a.Filename} (${formatSize(a.Size)})`} variant="outlined" />
          ))}
        </Stack>
      )}

      <section aria-labelledby="dev-outbox-links">
        <Typography id="dev-outbox-links" variant="h6" component="h3">
          {t('devOutbox.links')}
        </Typography>
        {mail.Links.length === 0 ? (
          <Typography color="text.secondary">{t('devOutbox.noLinks')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('devOutbox.linksHint')}
            </Typography>
            <List dense disablePadding>
              {mail.Links.map((url) => (
                <ListItem key={url} disableGutters>
                  <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }} data-testid="dev-outbox-link">
                    {url}
                    <span style={visuallyHidden}> {t('devOutbox.opensInNewTab')}</span>
                  </Link>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </section>

      <section aria-labelledby="dev-outbox-html">
        <Typography id="dev-outbox-html" variant="h6" component="h3" gutterBottom>
          {t('devOutbox.html')}
        </Typography>
        {mail.Html ? (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {/*
              No scripts, no same origin, no forms, no top navigation: the mail is shown, never run. Only popups are
              allowed, so that a link in the mail opens in a new tab (as in a mail program).
            */}
            <Box
              component="iframe"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={mailFrameDocument(mail.Html)}
              title={t('devOutbox.htmlFrame', { subject: mail.Subject })}
              referrerPolicy="no-referrer"
              data-testid="dev-outbox-html"
              sx={{ display: 'block', width: '100%', height: { xs: 420, md: 560 }, border: 0, bgcolor: '#fff' }}
            />
          </Paper>
        ) : (
          <Alert severity="info">{t('devOutbox.noHtml')}</Alert>
        )}
      </section>

      <section aria-labelledby="dev-outbox-text">
        <Typography id="dev-outbox-text" variant="h6" component="h3" gutterBottom>
          {t('devOutbox.text')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: 14, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="dev-outbox-text">
            {mail.Text}
          </Box>
        </Paper>
      </section>
    </Stack>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} kB`;
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}
