import { ZFormAiImportResult, ZFormRiskFile } from '@portal/domain';
import type { TFormData } from '@portal/forms';
import { API_BASE } from '../../../lib/api-client';
import { postMultipart } from '../../../lib/post-multipart';
import type { TFormFile } from '../runtime/form-runtime-contract';

const riskUrl = (license: string, riskId: string, tail: string) =>
  `${API_BASE}/Forms/Risk/${encodeURIComponent(riskId)}/${tail}?license=${encodeURIComponent(license)}`;

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
