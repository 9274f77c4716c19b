import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import DescriptionIcon from '@mui/icons-material/Description';
import InboxIcon from '@mui/icons-material/Inbox';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import { Box } from '@mui/material';
import type { ToOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNavKey, TSummary } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { useNavigationEntries } from '../use-navigation-entries';
import { SummaryCard } from './summary-card';

type TSummaryKey = keyof TSummary;

/**
 * The five counters in the order a broker reads them: what is new first, the stock last. Each links to
 * the list it counts, with the spec's filter where it names one (new documents, AktiveAbsicherungen),
 * when the navigation offers that list to the user (`nav`).
 */
const CARDS: readonly { key: TSummaryKey; icon: ReactNode; nav: TNavKey; link: ToOptions }[] = [
  { key: 'NewDocuments', icon: <DescriptionIcon />, nav: 'documents', link: { to: '/dokumente/neue_dokumente' } },
  { key: 'Posteingang', icon: <InboxIcon />, nav: 'postbox', link: { to: '/vorgang/posteingang' } },
  { key: 'ActiveAlerts', icon: <NotificationsActiveIcon />, nav: 'postbox', link: { to: '/vorgang/aktive_Meldungen' } },
  { key: 'GesamtKunden', icon: <PeopleIcon />, nav: 'customers', link: { to: '/kontakte' } },
  { key: 'AktiveVertraege', icon: <AssignmentTurnedInIcon />, nav: 'contracts', link: { to: '/vertrag/status/$value', params: { value: 'AktiveAbsicherungen' } } },
];

type Props = { summary: TSummary | undefined };

/** The summary counters of the licence as cards; skeletons while they load. */
export function SummaryCards({ summary }: Props) {
  const { t, i18n } = useTranslation();
  const allowed = new Set(useNavigationEntries().map((e) => e.key));
  return (
    <Box
      aria-busy={summary ? undefined : 'true'}
      data-testid="summary-cards"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {CARDS.map(({ key, icon, nav, link }) => (
        <SummaryCard
          key={key}
          title={t(`summary.cards.${key}`)}
          value={summary ? formatCount(summary[key], i18n.language) : null}
          icon={icon}
          testId={`summary-card-${key}`}
          link={allowed.has(nav) ? link : undefined}
        />
      ))}
    </Box>
  );
}
