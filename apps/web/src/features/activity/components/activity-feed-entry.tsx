import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import TipsIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Card, CardContent, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedDescription, feedItemDate, formatDate, type TFeedItem, type TFeedItemType } from '@portal/domain';
import { agencyLink, claimLink, contractLink, customerLink } from '../../../lib/object-links';
import { TextLink } from '../../../ui/text-link';
import { processMessagesPath } from '../../../lib/object-links';
import { HrefLink } from '../../../ui/href-link';
import { documentPreviewPath } from '../../documents/document-link';

const TYPE_ICONS: Record<TFeedItemType, typeof ForumIcon> = {
  Process: ForumIcon,
  Schaden: ReportIcon,
  Kunde: PersonIcon,
  Vertrag: DescriptionIcon,
  Brief: MailIcon,
  Vermittler: BadgeIcon,
};

type Props = {
  item: TFeedItem;
  licenseKind: string;
  /** Ids left out of the description (the object a scoped feed belongs to). */
  exclude?: readonly string[];
  /** An intermediary sees only their own records: naming themselves on every entry says nothing. */
  hideIntermediary?: boolean;
  canMarkRead: boolean;
  /** Intermediaries link to their agency page (brokers who may see agencies). */
  agencyLinks?: boolean;
  busy: boolean;
  onMarkRead: (id: string, read: boolean) => void;
};

const headlineSx = (unread: boolean): SxProps<Theme> => ({ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' });

/** The headline as a link by the opening rules (spec 000 §2.10); intermediaries to their agency page for brokers. */
function Headline({ item, licenseKind, unread, agencyLinks }: { item: TFeedItem; licenseKind: string; unread: boolean; agencyLinks: boolean }): ReactNode {
  const common = { sx: headlineSx(unread), 'data-testid': 'activity-entry-link' } as const;
  switch (item.Typ) {
    case 'Process':
      return (
        <HrefLink href={processMessagesPath(item.Id)} {...common}>
          {item.Headline}
        </HrefLink>
      );
    case 'Brief':
      return (
        <HrefLink href={documentPreviewPath(item.Id)} {...common}>
          {item.Headline}
        </HrefLink>
      );
    case 'Kunde':
      return (
        <TextLink {...customerLink(item.Id)} {...common}>
          {item.Headline}
        </TextLink>
      );
    case 'Vertrag':
      return (
        <TextLink {...contractLink(item.Id, item.VertragTyp)} {...common}>
          {item.Headline}
        </TextLink>
      );
    case 'Schaden':
      return (
        <TextLink {...claimLink(item.Id, licenseKind)} {...common}>
          {item.Headline}
        </TextLink>
      );
    case 'Vermittler':
      if (!agencyLinks) break;
      return (
        <TextLink {...agencyLink(item.Id)} {...common}>
          {item.Headline}
        </TextLink>
      );
  }
  return (
    <Typography component="span" sx={headlineSx(false)}>
      {item.Headline}
    </Typography>
  );
}

/** One entry: type icon, headline, description from linked objects, the date by the rules and its state icons. */
export function ActivityFeedEntry({ item, licenseKind, exclude, hideIntermediary = false, canMarkRead, agencyLinks = false, busy, onMarkRead }: Props) {
  const { t } = useTranslation();
  const Icon = TYPE_ICONS[item.Typ];
  const readable = item.Typ === 'Process' || item.Typ === 'Brief';
  const unread = readable && item.Read === null;
  const date = feedItemDate(item);
  const when = t(`activity.date.${date.kind}`, { date: formatDate(date.date) ?? '' });
  const action =
    date.kind === 'lastMessage' && date.action
      ? t('activity.lastAction', {
          action: t(`activity.actions.${date.action.type}` as 'activity.actions.Info', { defaultValue: date.action.type }),
          who: t(date.action.fromMakler ? 'activity.who.broker' : 'activity.who.customer'),
        })
      : null;
  const description = feedDescription(item, { exclude })
    .filter((p) => !(hideIntermediary && p.kind === 'Vermittler'))
    .map((p) => t(`activity.links.${p.kind}`, { value: p.link.Headline }));

  return (
    <Box component="li" data-testid="activity-entry" data-type={item.Typ} data-id={item.Id} data-unread={unread ? 'true' : 'false'}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1.5, alignItems: 'flex-start', py: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Icon sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden="true" />
          <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
            <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
              {t(`activity.types.${item.Typ}`)}
              {unread ? ` · ${t('activity.status.unread')}` : ''}
            </Typography>
            <Box>
              <Headline item={item} licenseKind={licenseKind} unread={unread} agencyLinks={agencyLinks} />
            </Box>
            {description.length ? (
              <Typography variant="body2" data-testid="activity-entry-description">
                {description.join(' · ')}
              </Typography>
            ) : null}
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="activity-entry-date" data-kind={date.kind}>
              {[when, action, item.Typ === 'Brief' && item.Folder ? t('activity.folder', { folder: item.Folder }) : null].filter(Boolean).join(' · ')}
            </Typography>
          </Stack>
          {/* Phones: the marks and the read button go below the text, which keeps the card's width. */}
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, width: { xs: '100%', sm: 'auto' }, pl: { xs: 4.5, sm: 0 }, '&:empty': { display: 'none' } }}>
            {item.Dirty ? <WarningIcon color="warning" titleAccess={t('activity.status.dirty')} data-testid="activity-entry-dirty" /> : null}
            {item.Typ === 'Vertrag' && item.Beratungsbedarf ? <TipsIcon color="info" titleAccess={t('activity.status.advice')} data-testid="activity-entry-advice" /> : null}
            {item.Typ === 'Kunde' && item.Active ? (
              item.AnmerkungUngelesen ? (
                <NotificationsActiveIcon color="warning" titleAccess={t('activity.status.bellUnread')} data-testid="activity-entry-bell" data-read="false" />
              ) : (
                <NotificationsNoneIcon sx={{ color: 'text.secondary' }} titleAccess={t('activity.status.bellRead')} data-testid="activity-entry-bell" data-read="true" />
              )
            ) : null}
            {item.Typ === 'Process' ? (
              <Button
                size="small"
                variant="text"
                disabled={!canMarkRead || busy}
                onClick={() => onMarkRead(item.Id, unread)}
                startIcon={unread ? <MarkEmailReadIcon /> : <MarkEmailUnreadIcon />}
                aria-label={t(unread ? 'activity.markRead' : 'activity.markUnread', { title: item.Headline })}
                title={canMarkRead ? undefined : t('activity.readOnlyHint')}
                data-testid={unread ? 'activity-mark-read' : 'activity-mark-unread'}
              >
                {t(unread ? 'activity.markReadShort' : 'activity.markUnreadShort')}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
