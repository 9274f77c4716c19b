import { ZFormRisk, ZSaveFormRiskResult, ZTransferFormRiskResult, type TFormRisk, type TSaveFormRiskResult, type TTransferFormRiskResult } from '@portal/domain';
import type { TFormData } from '@portal/forms';
import { apiRequest } from '../../../lib/api-client';

const riskPath = (riskId: string) => `Forms/Risk/${encodeURIComponent(riskId)}`;

/** GET Forms/Risk/{riskId}?license=: the answers, status and version. Never cached: the viewer merges it with local edits. */
export function getFormRisk(license: string, riskId: string, signal?: AbortSignal): Promise<TFormRisk> {
  return apiRequest(riskPath(riskId), { scope: 'license', license, schema: ZFormRisk, signal });
}

/** POST Forms/Risk?license= with { ProductId }: a new risk of the logged-in member (201). */
export function createFormRisk(license: string, productId: string): Promise<TFormRisk> {
  return apiRequest('Forms/Risk', { method: 'POST', scope: 'license', license, body: { ProductId: productId }, schema: ZFormRisk });
}

/** POST Forms/Risk/{riskId}?license= with { Data, Version }: saved as a draft (issues listed), 409 VERSION_CONFLICT when stale. */
export function saveFormRisk(license: string, riskId: string, data: TFormData, version: number): Promise<TSaveFormRiskResult> {
  return apiRequest(riskPath(riskId), { method: 'POST', scope: 'license', license, body: { Data: data, Version: version }, schema: ZSaveFormRiskResult });
}

/** POST Forms/Risk/{riskId}/Transfer?license=: 400 VALIDATION naming every invalid control, 409 FORM_TRANSFERRED. */
export function transferFormRisk(license: string, riskId: string): Promise<TTransferFormRiskResult> {
  return apiRequest(`${riskPath(riskId)}/Transfer`, { method: 'POST', scope: 'license', license, schema: ZTransferFormRiskResult });
}
