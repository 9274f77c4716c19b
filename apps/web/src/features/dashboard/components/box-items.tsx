import { Alert, Box, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type TDashboardBoxId, type TDashboardBoxItems } from '@portal/domain';
import { HrefLink } from '../../../ui/href-link';
import { boxItemsQueryOptions } from '../api';

type TGroup = TDashboardBoxItems['Groups'][number];

/** The items of one box, group by group (a caption only when there are several), with the show-all link (spec 000 §9). */
export function BoxItems({ license, boxId, take, headingLevel }: { license: string; boxId: TDashboardBoxId; take: number; headingLevel: 'h3' | 'h4' }) {
  const { t } = useTranslation();
  const items = useQuery(boxItemsQueryOptions(license, boxId, take));
  if (items.isPending) {
    return (
      <Stack spacing={1} aria-hidden="true">
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  }
  if (items.isError) return <Alert severity="error">{t('dashboard.box.error')}</Alert>;
  const { Groups, ShowAllPath } = items.data;
  const several = Groups.length > 1;
  const total = Groups.reduce((n, g) => n + g.Total, 0);
  const more = Groups.some((g) => g.Total > g.Items.length);
  return (
    <Stack spacing={1}>
      {Groups.map((g) => (
        <Box key={g.Key}>
          {several ? (
            <Typography variant="subtitle2" component={headingLevel} sx={{ mt: 0.5 }}>
              {t(`dashboard.groups.${g.Key}` as 'dashboard.groups.contracts')} ({g.Total})
            </Typography>
          ) : null}
          <GroupList group={g} />
        </Box>
      ))}
      {more && ShowAllPath ? (
        <Box>
          <HrefLink href={ShowAllPath} underline="hover" sx={{ fontWeight: 500 }} data-testid={`dashboard-box-show-all-${boxId}`}>
            {t('dashboard.box.showAllCount', { total })}
          </HrefLink>
        </Box>
      ) : null}
    </Stack>
  );
}

function GroupList({ group }: { group: TGroup }) {
  const { t } = useTranslation();
  if (group.Items.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 0.5 }}>
        {t('dashboard.box.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {group.Items.map((item) => {
        const amount = item.Amount === undefined ? null : formatMoney(item.Amount, item.Waehrung);
        const date = formatDate(item.Date);
        return (
          <ListItem key={item.Id} disableGutters divider sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }} data-testid="dashboard-box-item">
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {item.Link ? (
                <HrefLink href={item.Link} underline="hover" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
                  {item.Title}
                </HrefLink>
              ) : (
                <Typography sx={{ fontWeight: 500 }}>{item.Title}</Typography>
              )}
              {item.Subtitle ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {item.Subtitle}
                </Typography>
              ) : null}
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              {date ? <Typography variant="body2">{date}</Typography> : null}
              {amount ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {amount}
                </Typography>
              ) : null}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
