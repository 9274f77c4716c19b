import { ZSignEnvelope, type TSignEnvelope, type TSignRequest } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST Sign/Request?license=: freezes the risk's documents and asks one signer per field (mails their links). */
export function requestSignatures(license: string, request: TSignRequest): Promise<TSignEnvelope> {
  return apiRequest('Sign/Request', { method: 'POST', scope: 'license', license, body: request, schema: ZSignEnvelope });
}
