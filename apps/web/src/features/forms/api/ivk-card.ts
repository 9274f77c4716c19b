import { API_BASE } from '../../../lib/api-client';

/** GET Forms/PdfForm/IVK?license=&contractId=: the international insurance card of a motor contract, filled (PDF). */
export function ivkCardUrl(license: string, contractId: string): string {
  return `${API_BASE}/Forms/PdfForm/IVK?license=${encodeURIComponent(license)}&contractId=${encodeURIComponent(contractId)}`;
}
