/**
 * The file a /pdfViewer/{path} route may show: only this portal's own API files (same origin, under
 * /api/v1/), so the route cannot be turned into a viewer of foreign URLs. Returns the path to fetch, or null.
 */
export function pdfViewerSource(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path).trim();
  } catch {
    return null;
  }
  const relative = decoded.replace(/^\/+/, '');
  if (!relative.startsWith('api/v1/')) return null;
  if (/[\\]|\/\.\.?(\/|$)|^\.\.?\//.test(relative) || /^[a-z]+:/i.test(relative)) return null;
  return `/${relative}`;
}
