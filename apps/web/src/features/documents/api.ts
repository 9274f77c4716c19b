import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBriefUploadResult, ZBriefUrl, ZSuccess, ZSuccessCount, type TBriefUploadResult, type TBriefZipRequest } from '@portal/domain';
import { API_BASE, ApiError, apiRequest } from '../../lib/api-client';
import { postMultipart } from '../../lib/post-multipart';
import { fetchDataPage } from '../../ui/data-table/data-query-api';
import { expectedZipBytes } from './zip-progress';

/** POST Brief/ReadStatus: marks one document read or unread. */
export const postReadStatus = (license: string, id: string, read: boolean) =>
  apiRequest('Brief/ReadStatus', { method: 'POST', scope: 'license', license, body: { Id: id, Read: read }, schema: ZSuccess });

/** POST Brief/ReadStatus/All: the given documents, or without ids every new document. */
export const postReadStatusAll = (license: string, ids?: readonly string[]) =>
  apiRequest('Brief/ReadStatus/All', { method: 'POST', scope: 'license', license, body: ids ? { Ids: [...ids] } : {}, schema: ZSuccessCount });

/** POST Brief/Zip → { Url } of the zip stream. */
export const postZip = (license: string, body: TBriefZipRequest) => apiRequest('Brief/Zip', { method: 'POST', scope: 'license', license, body, schema: ZBriefUrl });

/** GET Brief/{id} → { Url } of the file; 404 when the file is not there yet. */
export const getDocumentUrl = (license: string, id: string) => apiRequest(`Brief/${encodeURIComponent(id)}`, { scope: 'license', license, schema: ZBriefUrl });

/**
 * One document the member may see, by id — for links that name a document (/suche/Brief/{id}, /dokumente?dokument=).
 * Null when there is none (or the id cannot be one: the query refuses it with 400).
 */
export async function findDocument(id: string, signal?: AbortSignal): Promise<{ id: string; title: string } | null> {
  try {
    const page = await fetchDataPage('Brief', { Fields: 'Id,Titel', Filters: [{ Property: 'Id', Operator: 'Equal', Value: id }], Page: { Skip: 0, Take: 1 } }, signal);
    const row = page.Items[0];
    if (!row || typeof row.Id !== 'string') return null;
    return { id: row.Id, title: typeof row.Titel === 'string' ? row.Titel : '' };
  } catch (e) {
    if (e instanceof ApiError && (e.status === 400 || e.status === 404)) return null;
    throw e;
  }
}

/** The browser downloads the (attachment) stream behind a Url — or a blob under a name — through a hidden link. */
export function downloadUrl(url: string, fileName?: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  if (fileName) a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Downloads a zip stream, telling the bytes received against the server's estimate, and saves it under
 * its name. Held as a Blob (browsers keep large blobs on disk) so the page knows when it is complete.
 */
export async function downloadZipWithProgress(url: string, fileName: string, onProgress: (received: number, expected: number | null) => void): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok || !res.body) throw new ApiError({ code: res.status === 404 ? 'NOT_FOUND' : 'INTERNAL', status: res.status });
  const expected = expectedZipBytes(res.headers.get('X-Zip-Expected-Bytes'));
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, expected);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, expected);
  }
  const href = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
  try {
    downloadUrl(href, fileName);
  } finally {
    // Give the browser a moment to start saving before the blob goes.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }
}

/** The file behind a Url as a blob (preview); 404 → ApiError NOT_FOUND. */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { credentials: 'same-origin', signal });
  if (!res.ok) throw new ApiError({ code: res.status === 404 ? 'NOT_FOUND' : 'INTERNAL', status: res.status });
  return res.blob();
}

/** What an uploaded document is linked to (ids of records the member may see). */
export type TUploadLinks = { customerId?: string; contractId?: string; claimId?: string; processId?: string };
export type TUploadInput = { file: File; titel: string; brieftyp: string; links?: TUploadLinks };

/** POST Brief/Upload (multipart): the server's 413/415/400 come back as ApiErrors. */
export async function uploadDocument(license: string, input: TUploadInput): Promise<TBriefUploadResult> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  if (input.titel.trim()) form.append('titel', input.titel.trim());
  if (input.brieftyp) form.append('brieftyp', input.brieftyp);
  for (const [field, id] of Object.entries(input.links ?? {})) if (id) form.append(field, id);
  return postMultipart(`${API_BASE}/Brief/Upload?license=${encodeURIComponent(license)}`, form, ZBriefUploadResult);
}

/** After a read-state change the navbar badges and the lists follow at once. */
export function useInvalidateDocuments(license: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['summary'] }),
      queryClient.invalidateQueries({ queryKey: ['data', license, 'Brief'] }),
      // The documents tab of a customer lists through its own query.
      queryClient.invalidateQueries({ queryKey: ['customer', license] }),
    ]);
}

export function useReadStatusMutation(license: string) {
  const invalidate = useInvalidateDocuments(license);
  return useMutation({ mutationFn: ({ id, read }: { id: string; read: boolean }) => postReadStatus(license, id, read), onSuccess: () => invalidate() });
}

export function useReadAllMutation(license: string) {
  const invalidate = useInvalidateDocuments(license);
  return useMutation({ mutationFn: (ids: readonly string[] | undefined) => postReadStatusAll(license, ids), onSuccess: () => invalidate() });
}

export function useUploadMutation(license: string) {
  const invalidate = useInvalidateDocuments(license);
  return useMutation({ mutationFn: (input: TUploadInput) => uploadDocument(license, input), onSuccess: () => invalidate() });
}
