import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TVehicleRecord } from '@portal/domain';

/** Active / inactive, or the decommissioning date when the vehicle was taken off the road. */
export function VehicleStatus({ vehicle }: { vehicle: Pick<TVehicleRecord, 'aktiv' | 'außerbetriebsetzung'> }) {
  const { t } = useTranslation();
  if (vehicle.außerbetriebsetzung) return <Chip size="small" variant="outlined" label={t('vehicles.decommissioned', { date: formatDate(vehicle.außerbetriebsetzung) })} />;
  return <Chip size="small" color={vehicle.aktiv ? 'success' : 'default'} variant="outlined" label={t(vehicle.aktiv ? 'vehicles.active' : 'vehicles.inactive')} />;
}
