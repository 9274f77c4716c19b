import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TProcessFeedItem } from '@portal/domain';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { messagePreview, processDetailPath } from '../process-feed-helpers';
import { HrefLink } from '../../../ui/href-link';
import { ProcessTypeIcon } from './process-type-icon';

type Props = {
  item: TProcessFeedItem;
  /** Read-only mode or no permission to create processes: the read button is disabled (spec 000 §5). */
  canMarkRead: boolean;
  busy: boolean;
  onRead: (read: boolean) => void;
};

/** One process of the feed (spec 000 §2.8, §3): headline, objects, last message, state icons, read button. */
export function ProcessFeedItem({ item, canMarkRead, busy, onRead }: Props) {
  const { t } = useTranslation();
  const unread = !item.Read;
  const headline = item.Headline || t('processes.item.untitled');
  const objects = [
    item.Kunde && t('processes.item.customer', { value: item.Kunde.Kundenname }),
    item.Vertrag && t('processes.item.contract', { value: item.Vertrag.VertragsNr }),
    item.Schaden && t('processes.item.claim', { value: item.Schaden.NummerMakler }),
  ].filter((v): v is string => !!v);
  const last = item.LastMessage;
  const done = item.KundenStatus === 'Ok';
  const readLabel = unread ? t('processes.item.markRead', { headline }) : t('processes.item.markUnread', { headline });
  return (
    <Box component="li" data-testid="process-item" data-id={item.Id} data-read={unread ? 'false' : 'true'}>
      <Card variant="outlined" sx={{ borderLeft: 4, borderLeftColor: unread ? 'primary.main' : 'divider' }}>
        <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              {unread ? (
                <Box
                  component="span"
                  data-testid="process-item-unread"
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flex: 'none' }}
                >
                  <span style={visuallyHidden}>{t('processes.item.unread')}</span>
                </Box>
              ) : null}
              <HrefLink
                href={processDetailPath(item.Id)}
                underline="hover"
                color="inherit"
                data-testid="process-item-link"
                sx={{ fontWeight: unread ? 700 : 500, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
              >
                {headline}
              </HrefLink>
              {item.Meldung ? (
                <Tooltip title={t('processes.item.alert')}>
                  <NotificationsActiveIcon fontSize="small" color="warning" aria-label={t('processes.item.alert')} aria-hidden={false} role="img" data-testid="process-item-alert" />
                </Tooltip>
              ) : null}
              {item.Dirty ? (
                <Tooltip title={t('processes.item.dirty')}>
                  <WarningAmberIcon fontSize="small" color="warning" aria-label={t('processes.item.dirty')} aria-hidden={false} role="img" data-testid="process-item-dirty" />
                </Tooltip>
              ) : null}
            </Stack>
            {objects.length ? (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="process-item-objects">
                {objects.join(' · ')}
              </Typography>
            ) : null}
            {last ? (
              <Stack direction="row" sx={{ mt: 0.5, alignItems: 'flex-start', color: 'text.secondary', minWidth: 0, flexWrap: 'wrap', columnGap: 0.75 }} data-testid="process-item-last-message" data-type={last.Type}>
                <ProcessTypeIcon type={last.Type} fontSize="small" />
                <Typography variant="body2" sx={{ flex: 'none' }}>
                  {t('processes.item.lastMessage', {
                    date: formatDate(last.Created) ?? '',
                    type: t(`processes.types.${last.Type}` as 'processes.types.Info', { defaultValue: last.Type }),
                  })}
                </Typography>
                <Typography variant="body2" sx={{ flex: '1 1 180px', overflow: 'hidden', minWidth: 0, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }}>
                  {messagePreview(last.Text, 90, t(`processes.types.${last.Type}` as 'processes.types.Info', { defaultValue: last.Type }))}
                </Typography>
              </Stack>
            ) : (
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                {t('processes.item.noMessages', { date: formatDate(item.Erstellt) ?? '' })}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 'none' }}>
            <Chip
              size="small"
              label={done ? t('processes.status.Ok') : t('processes.status.Offen')}
              color={done ? 'success' : 'default'}
              variant="outlined"
              data-testid="process-item-status"
              data-status={item.KundenStatus}
            />
            <Tooltip title={readLabel}>
              <span>
                <IconButton size="small" aria-label={readLabel} onClick={() => onRead(unread)} disabled={!canMarkRead || busy} data-testid="process-item-read">
                  {unread ? <MarkEmailReadIcon fontSize="small" /> : <MarkEmailUnreadIcon fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
