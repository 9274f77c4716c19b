import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProcessDetail, ZProcessMessage, ZSuccess, type TPostProcessMessage, type TProcessDetail, type TProcessMessage } from '@portal/domain';
import { API_BASE, apiRequest, ApiError } from '../../lib/api-client';
import { apiErrorOf } from '../../lib/api-error-of';
import { applyPostedMessage, processApiPath } from './process-detail-rules';

/**
 * GET Vorgang/{id} or Vorgang/ByToken/{token} (docs/api-processes.md). The key starts with 'process':
 * a push event (features/live-events) invalidates every process query, this one included.
 */
export const processDetailQueryOptions = (license: string, ref: string) =>
  queryOptions({
    queryKey: ['process', 'detail', license, ref] as const,
    queryFn: ({ signal }) => apiRequest(processApiPath(ref), { scope: 'license', license, schema: ZProcessDetail, signal }),
    staleTime: 15_000,
  });

export function useProcessDetail(license: string, ref: string) {
  return useQuery(processDetailQueryOptions(license, ref));
}

/** After any change the feeds, this page and the navbar counters follow at once (the push comes too, a moment later). */
function useAfterChange(license: string, ref: string) {
  const queryClient = useQueryClient();
  return (message?: TProcessMessage) => {
    if (message) queryClient.setQueryData(processDetailQueryOptions(license, ref).queryKey, (p: TProcessDetail | undefined) => (p ? applyPostedMessage(p, message) : p));
    return Promise.all([queryClient.invalidateQueries({ queryKey: ['process'] }), queryClient.invalidateQueries({ queryKey: ['summary'] })]);
  };
}

/** POST Vorgang/{id}/Messages → 201 with the message; 403 READ_ONLY for guests. */
export const postProcessMessage = (license: string, id: string, body: TPostProcessMessage) =>
  apiRequest(`Vorgang/${encodeURIComponent(id)}/Messages`, { method: 'POST', scope: 'license', license, body, schema: ZProcessMessage });

export function usePostMessageMutation(license: string, ref: string, id: string) {
  const after = useAfterChange(license, ref);
  return useMutation({ mutationFn: (body: TPostProcessMessage) => postProcessMessage(license, id, body), onSuccess: (message) => after(message) });
}

/** POST Vorgang/{id}/ReadStatus: needs canMarkRead (403 otherwise). */
export const postReadStatus = (license: string, id: string, read: boolean) =>
  apiRequest(`Vorgang/${encodeURIComponent(id)}/ReadStatus`, { method: 'POST', scope: 'license', license, body: { Read: read }, schema: ZSuccess });

export function useReadStatusMutation(license: string, ref: string, id: string) {
  const after = useAfterChange(license, ref);
  return useMutation({ mutationFn: (read: boolean) => postReadStatus(license, id, read), onSuccess: () => after() });
}

export type TUploadFileInput = { file: File; text: string; onProgress?: (fraction: number) => void; signal?: AbortSignal };

function uploadError(status: number, body: string): ApiError {
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // A proxy's HTML page or nothing: the status decides.
  }
  return apiErrorOf(status, json);
}

/**
 * POST Vorgang/{id}/Files (multipart: `file`, optional `Text`). XMLHttpRequest rather than fetch, because
 * only it reports upload progress. 413 (over 20 MB) and 415 (type not allowed or not matching the name)
 * come back as ApiErrors with their codes.
 */
export function uploadProcessFile(license: string, id: string, input: TUploadFileInput): Promise<TProcessMessage> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', input.file, input.file.name);
    if (input.text.trim()) form.append('Text', input.text.trim());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/Vorgang/${encodeURIComponent(id)}/Files?license=${encodeURIComponent(license)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) input.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(uploadError(xhr.status, xhr.responseText));
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // handled below
      }
      const parsed = ZProcessMessage.safeParse(json);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError({ code: 'INTERNAL', status: xhr.status, message: 'response is not a message' }));
    };
    xhr.onerror = () => reject(new ApiError({ code: 'NETWORK', status: 0 }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export function useUploadFileMutation(license: string, ref: string, id: string) {
  const after = useAfterChange(license, ref);
  return useMutation({ mutationFn: (input: TUploadFileInput) => uploadProcessFile(license, id, input), onSuccess: (message) => after(message) });
}
