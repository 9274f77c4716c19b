import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '@portal/domain';
import { ConditionalTooltip } from '../../../ui/conditional-tooltip';
import { IconButtonLink } from '../../../ui/router-links';
import { useRouteOrFallback } from '../../router/is-route-registered';

type Props = {
  label: string;
  count: number | undefined;
  icon: ReactNode;
  /** The page of the counter; until its route exists the start page shows the counts. */
  path: string;
  testId: string;
};

/** A navbar button with a count badge (spec 000 §9: '+99' above 99, nothing at 0). */
export function CounterLinkButton({ label, count, icon, path, testId }: Props) {
  const { t } = useTranslation();
  const to = useRouteOrFallback(path, '/startseite');
  const badge = badgeText(count ?? 0);
  const name = badge ? t('shell.counterLabel', { label, value: badge }) : label;
  return (
    <ConditionalTooltip title={name}>
      <IconButtonLink to={to} color="inherit" aria-label={name} data-testid={testId}>
        <Badge badgeContent={badge} color="secondary" invisible={!badge} data-testid={`${testId}-badge`}>
          {icon}
        </Badge>
      </IconButtonLink>
    </ConditionalTooltip>
  );
}
