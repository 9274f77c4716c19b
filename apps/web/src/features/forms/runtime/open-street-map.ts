/** Where the map of a location opens: OpenStreetMap with a marker, at zoom 15 (issue 10). */
export const MAP_ZOOM = 15;

export function openStreetMapUrl(latitude: string, longitude: string): string {
  const lat = encodeURIComponent(latitude.trim());
  const lon = encodeURIComponent(longitude.trim());
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${MAP_ZOOM}/${lat}/${lon}`;
}

export type TLocationValue = { latitude: string; longitude: string };

/** A stored location with both coordinates, or null. */
export function locationOf(value: unknown): TLocationValue | null {
  if (!value || typeof value !== 'object') return null;
  const { latitude, longitude } = value as { latitude?: unknown; longitude?: unknown };
  const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');
  return text(latitude) && text(longitude) ? { latitude: text(latitude), longitude: text(longitude) } : null;
}

/** Coordinates as stored (spec 001 §3: latitude and longitude as strings), to six places (about 10 cm). */
export function locationFromPosition(coords: { latitude: number; longitude: number }): TLocationValue {
  return { latitude: coords.latitude.toFixed(6), longitude: coords.longitude.toFixed(6) };
}
