import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setActiveLicense } from './active-license';
import { ApiError, apiRequest, setApiEventHandlers } from './api-client';
import { apiErrorOf } from './api-error-of';

function answer(status: number, body: unknown, type = 'application/json') {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': type } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiEventHandlers({});
  setActiveLicense(null);
});

describe('apiRequest', () => {
  it('adds the active licence to licence-scoped calls and validates the answer', async () => {
    const fetchMock = answer(200, { n: 1 });
    vi.stubGlobal('fetch', fetchMock);
    setActiveLicense('L1');
    await expect(apiRequest('Summary', { scope: 'license', schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/Summary?license=L1', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('refuses a licence call without a licence before asking the server', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    await expect(apiRequest('Summary', { scope: 'license' })).rejects.toMatchObject({ code: 'LICENSE_REQUIRED' });
  });

  it('parses problem+json into an ApiError with code and field errors', async () => {
    vi.stubGlobal('fetch', answer(400, { type: 'x', title: 'Bad', status: 400, code: 'VALIDATION', errors: [{ path: 'email', message: 'bad' }] }, 'application/problem+json'));
    const error = await apiRequest('auth/login', { method: 'POST', scope: 'public', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, errors: [{ path: 'email', message: 'bad' }] });
  });

  it('sends a 401 of a session call to the login, but not of a public call', async () => {
    const onUnauthenticated = vi.fn();
    setApiEventHandlers({ onUnauthenticated });
    vi.stubGlobal('fetch', answer(401, { type: 'x', title: 't', status: 401, code: 'INVALID_CREDENTIALS' }));
    await apiRequest('auth/login', { method: 'POST', scope: 'public' }).catch(() => undefined);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    await apiRequest('User/Licences', { scope: 'session' }).catch(() => undefined);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('sends 503 MAINTENANCE to the maintenance page', async () => {
    const onMaintenance = vi.fn();
    setApiEventHandlers({ onMaintenance });
    vi.stubGlobal('fetch', answer(503, { type: 'x', title: 't', status: 503, code: 'MAINTENANCE' }));
    await apiRequest('User/Licences', { scope: 'session' }).catch(() => undefined);
    expect(onMaintenance).toHaveBeenCalledOnce();
  });

  it('turns a failed connection into NETWORK', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('failed'))));
    await expect(apiRequest('App/Status', { scope: 'public' })).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});

describe('apiErrorOf (uploads and downloads outside apiRequest)', () => {
  it('takes the problem+json, else a code by status', () => {
    const fromProblem = apiErrorOf(415, { type: 'about:blank', title: 'Unsupported', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'PDF expected' });
    expect(fromProblem).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, message: 'PDF expected' });
    expect(apiErrorOf(413, '<html>too large</html>')).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(apiErrorOf(502, null)).toMatchObject({ code: 'INTERNAL', status: 502 });
  });
});
