import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** One document the server rendered from the risk's data (spec 001 §3 Rendered document). */
export const ZRenderedFormDocument = z.object({
  Name: z.string(),
  /** Where the PDF is downloaded: GET Forms/Risk/{riskId}/Documents/{documentId}?license=. */
  Url: z.string(),
  SignatureFields: z.array(z.string()).nullable(),
});
export type TRenderedFormDocument = z.infer<typeof ZRenderedFormDocument>;

export const ZRenderFormRiskResult = z.object({ listGfm: z.array(ZRenderedFormDocument) });

/** POST Forms/Risk/{riskId}/Render?license=: the form's PDFs of the stored answers ('Dateien'). */
export async function renderFormDocuments(license: string, riskId: string, signal?: AbortSignal): Promise<TRenderedFormDocument[]> {
  const result = await apiRequest(`Forms/Risk/${encodeURIComponent(riskId)}/Render`, { method: 'POST', scope: 'license', license, schema: ZRenderFormRiskResult, signal });
  return result.listGfm;
}
