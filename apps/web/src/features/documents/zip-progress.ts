/**
 * Progress of a zip download: the server streams the zip without a length and sends its estimate
 * (X-Zip-Expected-Bytes); the bar never shows 100 % before the last byte has arrived.
 */
export function zipProgressPercent(received: number, expected: number | null): number | null {
  if (!expected || expected <= 0 || !Number.isFinite(expected)) return null;
  return Math.max(0, Math.min(99, Math.floor((received / expected) * 100)));
}

/** The expected size from the response header, or null when it is missing or not a number. */
export function expectedZipBytes(header: string | null): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
