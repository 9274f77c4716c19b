import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import DescriptionIcon from '@mui/icons-material/Description';
import InboxIcon from '@mui/icons-material/Inbox';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSummary } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { SummaryCard } from './summary-card';

type TSummaryKey = keyof TSummary;

/** The five counters in the order a broker reads them: what is new first, the stock last. */
const CARDS: readonly { key: TSummaryKey; icon: ReactNode }[] = [
  { key: 'NewDocuments', icon: <DescriptionIcon /> },
  { key: 'Posteingang', icon: <InboxIcon /> },
  { key: 'ActiveAlerts', icon: <NotificationsActiveIcon /> },
  { key: 'GesamtKunden', icon: <PeopleIcon /> },
  { key: 'AktiveVertraege', icon: <AssignmentTurnedInIcon /> },
];

type Props = { summary: TSummary | undefined };

/** The summary counters of the licence as cards; skeletons while they load. */
export function SummaryCards({ summary }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      aria-busy={summary ? undefined : 'true'}
      data-testid="summary-cards"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {CARDS.map(({ key, icon }) => (
        <SummaryCard
          key={key}
          title={t(`summary.cards.${key}`)}
          value={summary ? formatCount(summary[key], i18n.language) : null}
          icon={icon}
          testId={`summary-card-${key}`}
        />
      ))}
    </Box>
  );
}
