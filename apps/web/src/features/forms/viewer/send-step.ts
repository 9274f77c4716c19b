/**
 * The send step of the summary: what happens when the user presses the send button (issue 11). Signing decides
 * (features/signing): with more than one distinct signature ('Unterschreiben') the sign dialog asks the signers'
 * e-mails, with exactly one the member signs at once in the PDF viewer, without any the form is transferred as it
 * is. While a sign request is open the form is read-only; when the last signature is in, the server has sealed the
 * documents and transferred the risk, and the viewer shows it transferred.
 */
import { useCallback } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useFormSigning, type TFormSigning } from '../../signing';
import { getFormRisk } from '../api/form-risk';
import type { TRenderedFormDocument } from '../api/render-documents';
import type { RiskSync } from './risk-sync';
import type { useTransfer } from './use-transfer';

type TSendStepInput = {
  license: string;
  riskId: string;
  documents: readonly TRenderedFormDocument[];
  ownEmail: string;
  sync: RiskSync;
  transfer: ReturnType<typeof useTransfer>;
};

export function useSendStep({ license, riskId, documents, ownEmail, sync, transfer }: TSendStepInput): TFormSigning {
  const { markTransferred } = transfer;
  const onCompleted = useCallback(() => {
    void getFormRisk(license, riskId).then(
      (risk) => {
        if (risk.Status === 'transferred') markTransferred(risk.Data, risk.Version);
      },
      () => undefined,
    );
  }, [license, riskId, markTransferred]);
  return useFormSigning({
    license,
    riskId,
    documents,
    ownEmail,
    flush: async () => {
      await sync.flush();
      const saved = sync.getSnapshot();
      return !saved.dirty && saved.status !== 'conflict';
    },
    transfer: transfer.transfer,
    onCompleted,
    onInvalid: (error) => {
      if (isApiError(error)) transfer.reportInvalid(error.errors.filter((e) => e.path.startsWith('Data')));
    },
  });
}
