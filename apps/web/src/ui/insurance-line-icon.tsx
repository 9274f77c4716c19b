import AccessibleIcon from '@mui/icons-material/Accessible';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import ChairIcon from '@mui/icons-material/Chair';
import ComputerIcon from '@mui/icons-material/Computer';
import ConstructionIcon from '@mui/icons-material/Construction';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FlightIcon from '@mui/icons-material/Flight';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonalInjuryIcon from '@mui/icons-material/PersonalInjury';
import PetsIcon from '@mui/icons-material/Pets';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import SecurityIcon from '@mui/icons-material/Security';
import ShieldIcon from '@mui/icons-material/Shield';
import StoreIcon from '@mui/icons-material/Store';
import WindowIcon from '@mui/icons-material/Window';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { insuranceLineOf, type TInsuranceLine } from '@portal/domain';

/** One icon per line of business (the legend dialog shows them all, lists and feeds show the contract's). */
export const INSURANCE_LINE_ICONS: Record<TInsuranceLine, ComponentType<SvgIconProps>> = {
  KFZ: DirectionsCarIcon,
  HAFT: ShieldIcon,
  HR: ChairIcon,
  WG: HomeIcon,
  UNF: PersonalInjuryIcon,
  RS: GavelIcon,
  LEB: FavoriteIcon,
  KV: LocalHospitalIcon,
  BU: AccessibleIcon,
  GEW: StoreIcon,
  TRANS: LocalShippingIcon,
  ELEK: ComputerIcon,
  GLAS: WindowIcon,
  REISE: FlightIcon,
  TIER: PetsIcon,
  BAU: ConstructionIcon,
  MASCH: PrecisionManufacturingIcon,
  INH: Inventory2Icon,
  CYBER: SecurityIcon,
  'D&O': BusinessCenterIcon,
};

type Props = SvgIconProps & {
  /** Contract type or branch code (KOMPAKTKRAFT, HR, …). */
  code: string | null | undefined;
};

/** The icon of a contract's line of business; a plain document icon when the type is unknown. Decorative. */
export function InsuranceLineIcon({ code, ...rest }: Props) {
  const line = insuranceLineOf(code);
  const Icon = line ? INSURANCE_LINE_ICONS[line] : DescriptionIcon;
  return <Icon aria-hidden="true" {...rest} />;
}
