import { ZRenderFormRiskResult, type TRenderedFormDocument } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

export type { TRenderedFormDocument };

/** POST Forms/Risk/{riskId}/Render?license=: the form's PDFs of the stored answers ('Dateien'), each with its signature fields. */
export async function renderFormDocuments(license: string, riskId: string, signal?: AbortSignal): Promise<TRenderedFormDocument[]> {
  const result = await apiRequest(`Forms/Risk/${encodeURIComponent(riskId)}/Render`, { method: 'POST', scope: 'license', license, schema: ZRenderFormRiskResult, signal });
  return result.listGfm;
}
