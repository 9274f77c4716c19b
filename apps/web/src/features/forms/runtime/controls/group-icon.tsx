/** The icon of a group (spec 001 §3 "Group: icon"), by the Material icon name the form builder stores. */
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CarIcon from '@mui/icons-material/DirectionsCarOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EuroIcon from '@mui/icons-material/EuroOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  person: PersonIcon,
  people: GroupIcon,
  group: GroupIcon,
  home: HomeIcon,
  house: HomeIcon,
  business: BusinessIcon,
  car: CarIcon,
  directions_car: CarIcon,
  description: DescriptionIcon,
  document: DescriptionIcon,
  euro: EuroIcon,
  event: EventIcon,
  info: InfoIcon,
  mail: MailIcon,
  email: MailIcon,
  phone: PhoneIcon,
  place: PlaceIcon,
  location: PlaceIcon,
  shield: ShieldIcon,
};

/** An unknown name shows no icon rather than a wrong one. */
export function GroupIconOf({ name }: { name: string | null | undefined }) {
  const Icon = name ? ICONS[name.trim().toLowerCase()] : undefined;
  return Icon ? <Icon fontSize="small" aria-hidden /> : null;
}
