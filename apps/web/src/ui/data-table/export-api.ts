import { type TDataType, type TFilter } from '@portal/domain';
import { saveBlobAsFile } from '../../lib/save-file';
import { API_BASE, ApiError } from '../../lib/api-client';
import { apiErrorOf } from '../../lib/api-error-of';
import { getActiveLicense } from '../../lib/active-license';
import type { TListSort } from './data-query-request';

export type TExportRequest = {
  type: TDataType;
  filters: readonly TFilter[];
  sorts: readonly TListSort[];
  /** The visible columns with their headers in the user's language. */
  columns: readonly { Property: string; Header: string }[];
};

/** The file name of a Content-Disposition header (plain or RFC 5987 `filename*`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * POST data/{Type}/export?license=: the server writes the CSV of the current filters, sorts and
 * visible columns; the browser saves the answer.
 */
export async function downloadExport(req: TExportRequest, signal?: AbortSignal): Promise<string> {
  return downloadPost({
    path: `data/${req.type}/export`,
    accept: 'text/csv',
    body: { Filters: req.filters, ...(req.sorts.length ? { Sorts: req.sorts } : {}), Columns: req.columns },
    fallbackName: `Export_${req.type}.csv`,
    signal,
  });
}

/**
 * POSTs JSON to a licence-scoped path whose answer is a file, and has the browser save it under the name the
 * Content-Disposition gives (else `fallbackName`). Answers the name; problem+json answers become an ApiError.
 */
export async function downloadPost(req: { path: string; accept: string; body: unknown; fallbackName: string; signal?: AbortSignal }): Promise<string> {
  const license = getActiveLicense();
  if (!license) throw new ApiError({ code: 'LICENSE_REQUIRED', status: 400 });
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${req.path}?license=${encodeURIComponent(license)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: `${req.accept}, application/problem+json` },
      body: JSON.stringify(req.body),
      signal: req.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError({ code: 'NETWORK', status: 0 });
  }
  if (!res.ok) {
    throw apiErrorOf(res.status, await res.json().catch(() => null));
  }
  const blob = await res.blob();
  const name = fileNameOf(res.headers.get('Content-Disposition'), req.fallbackName);
  saveBlobAsFile(blob, name);
  return name;
}
