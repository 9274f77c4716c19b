import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { linkProblemOf } from './link-problem';

describe('linkProblemOf', () => {
  it('names each link problem by its code', () => {
    const of = (code: string, status: number) => linkProblemOf(new ApiError({ code: code as 'NOT_FOUND', status }));
    expect(of('SIGN_LINK_EXPIRED', 410)).toBe('expired');
    expect(of('SIGN_LINK_USED', 410)).toBe('used');
    expect(of('SIGN_LINK_REVOKED', 410)).toBe('revoked');
    expect(of('NOT_FOUND', 404)).toBe('unknown');
    expect(of('RATE_LIMITED', 429)).toBe('rateLimited');
  });
  it('anything else is a plain failure; a 410 without a known code is an expired link', () => {
    expect(linkProblemOf(new ApiError({ code: 'NETWORK', status: 0 }))).toBe('failed');
    expect(linkProblemOf(new Error('x'))).toBe('failed');
    expect(linkProblemOf(new ApiError({ code: 'VALIDATION', status: 410 }))).toBe('expired');
  });
});
