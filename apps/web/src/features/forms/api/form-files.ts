import type { z } from 'zod';
import { ZFormAiImportResult, ZFormRiskFile } from '@portal/domain';
import type { TFormData } from '@portal/forms';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { apiErrorOf } from '../../../lib/api-error-of';
import type { TFormFile } from '../runtime/form-runtime-contract';

const riskUrl = (license: string, riskId: string, tail: string) =>
  `${API_BASE}/Forms/Risk/${encodeURIComponent(riskId)}/${tail}?license=${encodeURIComponent(license)}`;

/** A multipart POST (apiRequest sends JSON only): problem+json becomes an ApiError, the answer is checked. */
async function postMultipart<T>(url: string, form: FormData, schema: z.ZodType<T>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: form });
  } catch {
    throw new ApiError({ code: 'NETWORK', status: 0 });
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // no body
  }
  if (!res.ok) throw apiErrorOf(res.status, json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError({ code: 'INTERNAL', status: res.status, message: parsed.error.message });
  return parsed.data;
}

/** POST Forms/Risk/{riskId}/Files?license= (multipart, one file): stores a file of an upload control (its formats apply). */
export function uploadFormFile(license: string, riskId: string, controlName: string, file: File): Promise<TFormFile> {
  const form = new FormData();
  // Fields before the file: the server reads the stream in order.
  form.append('control', controlName);
  form.append('file', file, file.name);
  return postMultipart(riskUrl(license, riskId, 'Files'), form, ZFormRiskFile);
}

/** GET Forms/Risk/{riskId}/Files/{fileId}?license=: where a stored file is downloaded. */
export function formFileUrl(license: string, riskId: string, file: TFormFile): string {
  return riskUrl(license, riskId, `Files/${encodeURIComponent(file.Id)}`);
}

/** POST Forms/Risk/{riskId}/AiImport?license= (multipart: file, control): proposed answers by control name. */
export async function aiImportFormFile(license: string, riskId: string, controlName: string, file: File): Promise<{ values: TFormData }> {
  const form = new FormData();
  form.append('control', controlName);
  form.append('file', file, file.name);
  const result = await postMultipart(riskUrl(license, riskId, 'AiImport'), form, ZFormAiImportResult);
  return { values: result.Values };
}
