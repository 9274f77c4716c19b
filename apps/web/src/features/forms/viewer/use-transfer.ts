import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { TFieldError } from '@portal/domain';
import type { TFormData } from '@portal/forms';
import { isApiError } from '../../../lib/api-client';
import { transferFormRisk } from '../api/form-risk';
import type { RiskSync } from './risk-sync';

/** Transfer status of spec 001 §4: idle → transferring → transferred (then read-only). */
export type TTransferStatus = 'idle' | 'transferring' | 'transferred';

export type TTransferState = {
  status: TTransferStatus;
  /** The invalid controls the server named (400 VALIDATION), with the form's messages. */
  invalid: TFieldError[];
  /** Why the last attempt failed otherwise (an error code, or NOT_SAVED when edits are still waiting). */
  errorCode: string | null;
};

/** What a failed transfer means: already transferred (read-only now), invalid answers to show, or another error. */
export function transferFailure(error: unknown): { kind: 'transferred' } | { kind: 'invalid'; invalid: TFieldError[] } | { kind: 'failed'; errorCode: string } {
  if (isApiError(error) && error.code === 'FORM_TRANSFERRED') return { kind: 'transferred' };
  if (isApiError(error) && error.code === 'VALIDATION' && error.errors.length > 0) return { kind: 'invalid', invalid: error.errors };
  return { kind: 'failed', errorCode: isApiError(error) ? error.code : 'INTERNAL' };
}

/**
 * Sends the risk to the broker: pending edits first (the server transfers what it stored), then the transfer. A
 * refusal for invalid answers lists every control at fault; `onInvalid` takes the user to the first one's page.
 */
export function useTransfer(license: string, riskId: string, sync: RiskSync, initiallyTransferred: boolean, onInvalid: (invalid: TFieldError[]) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TTransferState>({ status: initiallyTransferred ? 'transferred' : 'idle', invalid: [], errorCode: null });

  const transfer = async (): Promise<void> => {
    if (state.status !== 'idle') return;
    setState({ status: 'transferring', invalid: [], errorCode: null });
    await sync.flush();
    const saved = sync.getSnapshot();
    if (saved.dirty || saved.status === 'conflict') {
      setState({ status: 'idle', invalid: [], errorCode: 'NOT_SAVED' });
      return;
    }
    try {
      const result = await transferFormRisk(license, riskId);
      sync.markTransferred(result.Data, result.Version);
      setState({ status: 'transferred', invalid: [], errorCode: null });
      // The post box and its counters show the new process.
      void queryClient.invalidateQueries({ queryKey: ['summary'] });
    } catch (error) {
      const failure = transferFailure(error);
      if (failure.kind === 'transferred') {
        sync.markTransferred(saved.data, saved.version);
        setState({ status: 'transferred', invalid: [], errorCode: null });
      } else if (failure.kind === 'invalid') {
        setState({ status: 'idle', invalid: failure.invalid, errorCode: null });
        onInvalid(failure.invalid);
      } else {
        setState({ status: 'idle', invalid: [], errorCode: failure.errorCode });
      }
    }
  };

  /** The server sent the form by itself (the last signature of a sign request): read-only from here. */
  const markTransferred = useCallback(
    (data: TFormData, version: number) => {
      sync.markTransferred(data, version);
      setState({ status: 'transferred', invalid: [], errorCode: null });
      void queryClient.invalidateQueries({ queryKey: ['summary'] });
    },
    [sync, queryClient],
  );

  /** Another send path (a sign request) was refused for invalid answers: listed and shown as for a transfer. */
  const reportInvalid = (invalid: TFieldError[]) => {
    setState({ status: 'idle', invalid, errorCode: null });
    onInvalid(invalid);
  };

  return { ...state, transfer, markTransferred, reportInvalid };
}
