/** The answer schemas of this feature's calls, loaded with the first call (lazySchemas): zod stays out of the entry. */
import { z } from 'zod';
import { ZLicenseAppearance, ZUserLicense } from '@portal/domain';

export { ZUserInit } from '@portal/domain';
export const ZUserLicenses = z.array(ZUserLicense);
export const ZLicenseAppearances = z.array(ZLicenseAppearance);
