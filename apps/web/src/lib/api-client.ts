import { isErrorResponse } from '@zeng/contract/error-answer';
import type { ErrorCode, ErrorIssue, ErrorParams } from '@zeng/contract/error-codes';
import { API_PREFIX } from '@zeng/contract/routes';
import type { z } from 'zod';
import { clearSession, getAccessToken, getRefreshToken, saveSession } from './session';

/** A failed call: the status, the server's stable code and a message a person can read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    /** From a Retry-After header (429 and 503 answers): how long to wait before trying again. */
    readonly retryAfterSeconds?: number,
    /** Values the translated text needs (tries left, say). */
    readonly params: ErrorParams = {},
    /** The refused fields of a VALIDATION_FAILED answer. */
    readonly issues: ErrorIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether a failed query is worth asking again: a refusal (any 4xx — not found, gone, forbidden,
 * invalid) answers the same the second time, so the person sees it at once; a dropped connection or
 * a server fault gets one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | readonly (string | number)[] | undefined | null>;
  body?: unknown;
  /** Send the bearer token, refreshing it once and retrying once when it has expired. */
  auth?: boolean | 'optional';
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra headers, read again for the retry after a refresh (logout sends the current refresh token). */
  headers?: () => Record<string, string>;
}

/** Where the app goes when a session cannot be renewed; the router sets it. */
let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** A query as it travels in an address: empty values left out, lists comma-joined. */
export function queryRecord(query: RequestOptions<unknown>['query']): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) record[key] = value.join(',');
    } else record[key] = String(value);
  }
  return record;
}

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const qs = new URLSearchParams(queryRecord(query)).toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

async function send(path: string, options: RequestOptions<unknown>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': document.documentElement.lang || 'az',
    ...options.headers?.(),
  };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error: check your connection and try again.');
  }
}

/** renewed: new tokens stored; rejected: the session is over; unavailable: try again later. */
export type RefreshOutcome = 'renewed' | 'rejected' | 'unavailable';

let refreshing: Promise<RefreshOutcome> | null = null;

async function refreshOnce(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'rejected';
  try {
    const res = await fetch(buildUrl('/auth/refresh-token'), {
      method: 'POST',
      headers: { refreshToken: `Bearer ${refreshToken}`, accept: 'application/json' },
    });
    // Another tab may have rotated the token meanwhile: its new tokens win over our refusal.
    if (getRefreshToken() !== refreshToken) return 'renewed';
    if (res.status === 401 || res.status === 403) return 'rejected';
    if (!res.ok) return 'unavailable';
    const tokens = (await res.json()) as { access_token: string; refresh_token: string };
    saveSession(tokens);
    return 'renewed';
  } catch {
    return 'unavailable';
  }
}

/**
 * One refresh at a time, shared by every call that found its token expired — across tabs too: the
 * refresh token rotates, and the server forgives a second use of the old one only for 30 seconds
 * (a later reuse ends the session), so tabs take turns instead of leaning on that window.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  const before = getRefreshToken();
  refreshing ??= (async () => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return refreshOnce();
    return locks.request('zeng-refresh-token', async () =>
      // The tab that held the lock before us may already have renewed the session.
      getRefreshToken() !== before && getRefreshToken() !== null ? 'renewed' : refreshOnce(),
    );
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Retry-After in seconds, whether the header gives seconds or an HTTP date. */
function retryAfter(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

async function toError(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  if (isErrorResponse(body)) {
    return new ApiError(res.status, body.code, body.message, retryAfter(res), body.params, body.issues);
  }
  return new ApiError(res.status, 'INTERNAL_ERROR', `Failed to fetch data: ${res.status}`, retryAfter(res));
}

/** The one way the web app talks to the API: JSON in and out, bearer, single refresh and single retry. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = options.auth ? getAccessToken() : null;
  let res = await send(path, options, token);

  if (options.auth === 'optional' && token && (res.status === 401 || res.status === 403)) {
    // A refused token (expired, or signed with a rotated secret) is renewed once; a 403 or a failed
    // renewal retries as a visitor, and a session the server no longer knows is forgotten.
    const outcome = res.status === 401 ? await refreshSession() : 'unavailable';
    if (outcome === 'rejected') clearSession();
    res = await send(path, options, outcome === 'renewed' ? getAccessToken() : null);
  } else if (res.status === 401 && options.auth === true) {
    const outcome = await refreshSession();
    if (outcome === 'unavailable') {
      // A network hiccup or a busy server is no reason to sign the person out.
      throw new ApiError(0, 'NETWORK_ERROR', 'Network error: check your connection and try again.');
    }
    if (outcome === 'renewed') {
      res = await send(path, options, getAccessToken());
      if (res.status === 401) {
        clearSession();
        onSessionExpired();
        throw new ApiError(401, 'UNAUTHORIZED', 'Request failed after token refresh');
      }
    } else {
      clearSession();
      onSessionExpired();
      throw new ApiError(401, 'UNAUTHORIZED', 'Token refresh failed');
    }
  }

  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json();
  return options.schema ? options.schema.parse(data) : (data as T);
}
