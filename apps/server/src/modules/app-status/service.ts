import type { TAppStatus } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { appVersion } from '../../platform/app-version.js';
import { getMaintenanceState } from '../../platform/maintenance-state.js';
import { isGuestLoginAvailable } from './repository.js';

export async function getAppStatus({ db, configuredVersion }: { db: Db; configuredVersion: string | undefined }): Promise<TAppStatus> {
  const [maintenance, guestLogin] = await Promise.all([getMaintenanceState(db), isGuestLoginAvailable(db)]);
  return {
    Locked: maintenance.locked,
    MaintenanceText: maintenance.text,
    Version: appVersion(configuredVersion),
    GuestLogin: guestLogin,
  };
}
