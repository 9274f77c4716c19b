import type { TErrorCode, TFieldError } from '@portal/domain';
import type { z } from 'zod';
import { getActiveLicense } from './active-license';
import { idleEndOf, markSessionEnded, sessionClock } from './session-clock';

export const API_BASE = '/api/v1';

/**
 * Who may call an endpoint (docs/api-platform.md): `public` needs nothing, `session` the session
 * cookie, `license` the cookie plus the active licence as `?license=`.
 */
export type TApiScope = 'public' | 'session' | 'license';

/** The server's codes plus NETWORK for requests that never got an answer. */
export type TApiErrorCode = TErrorCode | 'NETWORK';

/** A failed call, parsed from problem+json; the UI shows `t('errors.' + code)`. */
export class ApiError extends Error {
  readonly code: TApiErrorCode;
  readonly status: number;
  readonly errors: TFieldError[];
  readonly retryAfterSeconds: number | undefined;
  /** On VERSION_CONFLICT: the object as the server holds it now, so that the caller can merge instead of overwriting. */
  readonly current: Record<string, unknown> | undefined;

  constructor(init: { code: TApiErrorCode; status: number; message?: string; errors?: TFieldError[]; retryAfterSeconds?: number; current?: Record<string, unknown> }) {
    super(init.message ?? init.code);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.current = init.current;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

type TApiEventHandlers = {
  /** A session or licence call answered 401: the session is gone. */
  onUnauthenticated?: () => void;
  /** Any call answered 503 MAINTENANCE: the app is locked. */
  onMaintenance?: () => void;
};

let handlers: TApiEventHandlers = {};

/** The app shell registers where to go on 401/503; lib/ cannot know the router. */
export function setApiEventHandlers(next: TApiEventHandlers): void {
  handlers = next;
}

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An answer schema, or a function that loads one. The calls of the login page, the start-up and the shell pass
 * loaders (`lazySchemas`), so zod and their schemas are a chunk of their own, fetched beside the first call
 * instead of with the entry; a schema at hand (pages split off the entry) is passed as it is.
 */
export type TAnswerSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/**
 * The loaders of one schemas module: `const schema = lazySchemas(() => import('./schemas'))`, then
 * `apiRequest(…, { schema: schema('ZFoo') })`. The module and zod load with the first call that needs them.
 */
export function lazySchemas<TModule>(load: () => Promise<TModule>) {
  return <K extends keyof TModule>(name: K) =>
    (): Promise<TModule[K]> =>
      load().then((module) => module[name]);
}

/** Starts loading a lazy schema (beside the request); a chunk that fails to load is a network failure. */
function loadSchema<T>(schema: TAnswerSchema<T> | undefined): Promise<z.ZodType<T> | undefined> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading = schema().catch(() => {
    throw new ApiError({ code: 'NETWORK', status: 0 });
  });
  // Awaited only when the answer is fine: a request that fails first must not leave an unhandled rejection.
  loading.catch(() => undefined);
  return loading;
}

export type TApiRequest<T> = {
  method?: THttpMethod;
  scope: TApiScope;
  body?: unknown;
  /** Validates the answer; calls answering 204 leave it out. */
  schema?: TAnswerSchema<T>;
  /** Overrides the active licence (start-up calls pass the licence they just picked). */
  license?: string;
  signal?: AbortSignal;
  /** The route guard handles 401 itself and must not be redirected underneath. */
  redirectOnUnauthenticated?: boolean;
  /** Let the request outlive the page (settings saved while the tab closes or reloads). */
  keepalive?: boolean;
  /** Made by the app itself (polling), not by the user: does not keep the session from its idle end. */
  background?: boolean;
  /** The one v2 path of the spec (Sharing/PermissionTemplate) is under /api/v2. */
  apiVersion?: 'v2';
};

function buildUrl(path: string, scope: TApiScope, license: string | undefined, apiVersion?: 'v2'): string {
  const url = `${apiVersion ? '/api/v2' : API_BASE}/${path.replace(/^\//, '')}`;
  if (scope !== 'license') return url;
  const lic = license ?? getActiveLicense();
  if (!lic) throw new ApiError({ code: 'LICENSE_REQUIRED', status: 400 });
  return `${url}${url.includes('?') ? '&' : '?'}license=${encodeURIComponent(lic)}`;
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the status-based code.
  }
  const retryAfter = res.headers.get('Retry-After');
  try {
    // The problem+json parser needs zod: a chunk of its own (api-error-of.ts), like the answer schemas.
    const { apiErrorOf } = await import('./api-error-of');
    return apiErrorOf(res.status, body, retryAfter);
  } catch {
    // The parser did not load (the connection is gone): the status says what it can.
    return statusError(res.status, retryAfter);
  }
}

/** The ApiError of a failed answer by its status alone (no problem+json), with its Retry-After. */
export function statusError(status: number, retryAfter?: string | null): ApiError {
  const retryHeader = Number(retryAfter);
  const retryAfterSeconds = Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined;
  return new ApiError({ code: codeForStatus(status), status, retryAfterSeconds });
}

function codeForStatus(status: number): TErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 400 && status < 500 ? 'VALIDATION' : 'INTERNAL';
  }
}

/** One call to the API: JSON in, validated JSON out, problem+json turned into an ApiError. */
export async function apiRequest<T = void>(path: string, req: TApiRequest<T>): Promise<T> {
  const url = buildUrl(path, req.scope, req.license, req.apiVersion);
  const schemaReady = loadSchema(req.schema);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  if (req.background) headers['X-Portal-Activity'] = 'background';

  let res: Response;
  try {
    res = await fetch(url, {
      method: req.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
      ...(req.keepalive ? { keepalive: true } : {}),
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError({ code: 'NETWORK', status: 0 });
  }

  const idleEnd = idleEndOf(res.headers);
  if (idleEnd !== null) sessionClock.set(idleEnd.at, idleEnd.timeoutMs);

  if (!res.ok) {
    const error = await toApiError(res);
    if (error.status === 503 && error.code === 'MAINTENANCE') handlers.onMaintenance?.();
    else if (error.status === 401 && req.scope !== 'public' && req.redirectOnUnauthenticated !== false) {
      if (error.code === 'SESSION_EXPIRED') markSessionEnded('expired');
      handlers.onUnauthenticated?.();
    }
    throw error;
  }

  const schema = await schemaReady;
  if (!schema) return undefined as T;
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError({ code: 'INTERNAL', status: res.status, message: 'response is not JSON' });
  }
  const parsed = schema.safeParse(json);
  // A response that breaks the contract is a server fault, not something the user can fix.
  if (!parsed.success) throw new ApiError({ code: 'INTERNAL', status: res.status, message: parsed.error.message });
  return parsed.data;
}

/** Query retries: never retry what the user or the server decided (4xx, maintenance). */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.code !== 'NETWORK' && error.status !== 502 && error.status !== 504) return false;
  return failureCount < 2;
}
