import DescriptionIcon from '@mui/icons-material/Description';
import PersonIcon from '@mui/icons-material/Person';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import type { SvgIconProps } from '@mui/material';
import { InsuranceLineIcon } from '../../../ui/insurance-line-icon';

/** Icon of a search hit: contracts by their line of business, claims and customers by kind. Decorative. */
export function HitIcon({ type, extra, ...rest }: SvgIconProps & { type: string; extra?: string | null }) {
  if (type === 'Vertrag') return <InsuranceLineIcon code={extra} {...rest} />;
  if (type === 'Schaden') return <ReportProblemIcon aria-hidden="true" {...rest} />;
  if (type === 'Kunde') return <PersonIcon aria-hidden="true" {...rest} />;
  return <DescriptionIcon aria-hidden="true" {...rest} />;
}

/** Icon of a result group. */
export function GroupIcon({ type, ...rest }: SvgIconProps & { type: string }) {
  if (type === 'Vertrag') return <DescriptionIcon aria-hidden="true" {...rest} />;
  return <HitIcon type={type} {...rest} />;
}
