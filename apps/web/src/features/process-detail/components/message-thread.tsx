import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProcessMessage } from '@portal/domain';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { fileDownloadUrl, formatDateTime, formatFileSize, newMessagesSince } from '../process-detail-rules';

type Props = { messages: readonly TProcessMessage[]; license: string };

const TYPES = ['Info', 'Antwort', 'Datei', 'Bestaetigung'] as const;
const isKnownType = (type: string): type is (typeof TYPES)[number] => (TYPES as readonly string[]).includes(type);

/**
 * The thread, oldest first (as the server sends it). Broker messages sit on the right, customer
 * messages on the left. Messages that arrive later (a push, or the user's own reply) are announced
 * to screen readers through a polite live region.
 */
export function MessageThread({ messages, license }: Props) {
  const { t } = useTranslation();
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const fresh = newMessagesSince(seen.current, messages);
    seen.current = new Set(messages.map((m) => m.Id));
    const last = fresh.at(-1);
    if (last) setAnnouncement(t('processDetail.thread.announce', { count: fresh.length, author: last.Author }));
  }, [messages, t]);

  return (
    <Box>
      <div role="status" aria-live="polite" style={visuallyHidden} data-testid="process-thread-announcement">
        {announcement}
      </div>
      {messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }} data-testid="process-thread-empty">
          {t('processDetail.thread.empty')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="process-thread">
          {messages.map((m) => (
            <MessageItem key={m.Id} message={m} license={license} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function MessageItem({ message: m, license }: { message: TProcessMessage; license: string }) {
  const { t } = useTranslation();
  const when = formatDateTime(m.Created) ?? '';
  const side = m.FromMakler ? t('processDetail.thread.fromBroker') : t('processDetail.thread.fromCustomer');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: m.FromMakler ? 'flex-end' : 'flex-start' }}
      data-testid="process-message"
      data-message-id={m.Id}
      data-type={m.Type}
      data-from={m.FromMakler ? 'broker' : 'customer'}
    >
      <Paper
        component="article"
        variant="outlined"
        aria-label={t('processDetail.thread.label', { author: m.Author, when })}
        sx={{ p: 1.5, maxWidth: { xs: '100%', md: '80%' }, minWidth: 0, bgcolor: m.FromMakler ? 'action.hover' : 'background.paper' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
          <Typography component="h3" variant="subtitle2" data-testid="process-message-author">
            {m.Author}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {side}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={m.Created}>{when}</time>
          </Typography>
          <Chip size="small" variant="outlined" label={isKnownType(m.Type) ? t(`processDetail.types.${m.Type}`) : m.Type} />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="process-message-text">
          {m.Text}
        </Typography>
        {m.Files.length ? (
          <Box component="ul" aria-label={t('processDetail.thread.attachments')} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
            {m.Files.map((f) => (
              <Box component="li" key={f.Id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <AttachFileIcon fontSize="small" aria-hidden="true" />
                <Link
                  href={fileDownloadUrl(f.Url, license)}
                  download={f.FileName}
                  aria-label={t('processDetail.thread.download', { name: f.FileName, size: formatFileSize(f.Size) })}
                  sx={{ overflowWrap: 'anywhere' }}
                  data-testid="process-message-file"
                >
                  {f.FileName}
                </Link>
                <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                  {`(${formatFileSize(f.Size)})`}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
