import { ZVerifyResult, type TVerifyResult } from '@portal/domain';
import { API_BASE } from '../../../lib/api-client';
import { postMultipart } from '../../../lib/post-multipart';

/** POST Sign/Verify (public, multipart `file`): whether the PDF is unchanged since the portal sealed it. */
export function verifyPdf(file: File): Promise<TVerifyResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postMultipart(`${API_BASE}/Sign/Verify`, form, ZVerifyResult);
}
