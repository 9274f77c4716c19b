import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { transferFailure } from './use-transfer';

describe('transferFailure', () => {
  it('an already transferred risk becomes read-only', () => {
    expect(transferFailure(new ApiError({ code: 'FORM_TRANSFERRED', status: 409 }))).toEqual({ kind: 'transferred' });
  });

  it('a refusal for invalid answers lists every control at fault', () => {
    const errors = [{ path: 'Data.Hergang', message: 'Bitte füllen Sie dieses Feld aus.' }, { path: 'Data.Zeugen.0.ZeugeName', message: 'Bitte füllen Sie dieses Feld aus.' }];
    expect(transferFailure(new ApiError({ code: 'VALIDATION', status: 400, errors }))).toEqual({ kind: 'invalid', invalid: errors });
  });

  it('anything else is an error with its code', () => {
    expect(transferFailure(new ApiError({ code: 'NETWORK', status: 0 }))).toEqual({ kind: 'failed', errorCode: 'NETWORK' });
    expect(transferFailure(new ApiError({ code: 'VALIDATION', status: 400 }))).toEqual({ kind: 'failed', errorCode: 'VALIDATION' });
    expect(transferFailure(new Error('boom'))).toEqual({ kind: 'failed', errorCode: 'INTERNAL' });
  });
});
