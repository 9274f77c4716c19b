import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * The licence this tab works in. Licence-scoped API calls add it as `?license=`; it is also stored
 * so that the next start-up picks the same licence (spec 001 §4: "the licence in the token").
 */
let activeLicense: string | null = null;

export function getActiveLicense(): string | null {
  return activeLicense;
}

export function setActiveLicense(license: string | null): void {
  activeLicense = license;
  if (license) writeStored('local', STORAGE_KEYS.license, license);
}

/** The licence remembered from an earlier session (or chosen in the licence selector). */
export function getStoredLicense(): string | null {
  return readStored('local', STORAGE_KEYS.license);
}

export function storeLicense(license: string): void {
  writeStored('local', STORAGE_KEYS.license, license);
}
