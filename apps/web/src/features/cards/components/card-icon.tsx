import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EuroIcon from '@mui/icons-material/Euro';
import EventIcon from '@mui/icons-material/Event';
import FlightIcon from '@mui/icons-material/Flight';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HomeIcon from '@mui/icons-material/Home';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import PetsIcon from '@mui/icons-material/Pets';
import ReportIcon from '@mui/icons-material/Report';
import SailingIcon from '@mui/icons-material/Sailing';
import ShieldIcon from '@mui/icons-material/Shield';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import type { TCardIcon } from '@portal/domain';

export const CARD_ICON_COMPONENTS: Record<TCardIcon, ComponentType<SvgIconProps>> = {
  dashboard: DashboardIcon,
  description: DescriptionIcon,
  directions_car: DirectionsCarIcon,
  home: HomeIcon,
  health: HealthAndSafetyIcon,
  travel: FlightIcon,
  pets: PetsIcon,
  sailing: SailingIcon,
  business: BusinessIcon,
  people: PeopleIcon,
  support_agent: SupportAgentIcon,
  folder_shared: FolderSharedIcon,
  folder: FolderIcon,
  mail: MailIcon,
  report: ReportIcon,
  euro: EuroIcon,
  shield: ShieldIcon,
  assignment: AssignmentIcon,
  event: EventIcon,
  star: StarIcon,
};

/** A card's icon by its stored name; unknown names show the dashboard icon. */
export function CardIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = CARD_ICON_COMPONENTS[name as TCardIcon] ?? DashboardIcon;
  return <Icon aria-hidden {...props} />;
}
