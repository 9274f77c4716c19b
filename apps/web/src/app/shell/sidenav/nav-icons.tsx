import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import EditNoteIcon from '@mui/icons-material/EditNote';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import HomeIcon from '@mui/icons-material/Home';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import InboxIcon from '@mui/icons-material/Inbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PeopleIcon from '@mui/icons-material/People';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import PostAddIcon from '@mui/icons-material/PostAdd';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TNavKey } from '@portal/domain';

/** One icon per sidenav entry; entries of later issues show as soon as their route exists. */
export const NAV_ICONS: Record<TNavKey, SvgIconComponent> = {
  start: HomeIcon,
  postbox: InboxIcon,
  documents: DescriptionIcon,
  processes: ListAltIcon,
  contracts: AssignmentIcon,
  claims: ReportProblemIcon,
  customers: PeopleIcon,
  addresses: LocationOnIcon,
  objects: HomeWorkIcon,
  companies: AccountBalanceIcon,
  agencies: StorefrontIcon,
  riskManagement: ShieldIcon,
  vehicles: DirectionsCarIcon,
  evb: BadgeIcon,
  forms: EditNoteIcon,
  formsProcesses: DynamicFormIcon,
  services: PostAddIcon,
  needsAnalysis: PlaylistAddCheckIcon,
  faq: HelpCenterIcon,
  employeeInvite: GroupAddIcon,
  devOutbox: OutboxIcon,
  settings: SettingsIcon,
};
