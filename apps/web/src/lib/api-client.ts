import type { ProductCategory } from '@zeng/contract/constants';
import {
  type Access,
  type AnswerOf,
  type CategoryEndpointName,
  ENDPOINTS,
  type EndpointName,
  endpointPath,
  type ParamsOf,
  type QueryOf,
  type SentBodyOf,
} from '@zeng/contract/endpoints';
import { isErrorResponse } from '@zeng/contract/error-answer';
import type { ErrorCode, ErrorIssue, ErrorParams } from '@zeng/contract/error-codes';
import { API_PREFIX } from '@zeng/contract/routes';
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

/** A query as the client holds it: values of any simple type, lists, or nothing. */
type QueryValues = Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;

/** Where the app goes when a session cannot be renewed; the router sets it. */
let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** A query as it travels in an address: empty values left out, lists comma-joined. */
export function queryRecord(query: QueryValues | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) record[key] = value.join(',');
    } else record[key] = String(value);
  }
  return record;
}

export function buildUrl(path: string, query?: QueryValues): string {
  const qs = new URLSearchParams(queryRecord(query)).toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

/** renewed: new tokens stored; rejected: the session is over; unavailable: try again later. */
export type RefreshOutcome = 'renewed' | 'rejected' | 'unavailable';

let refreshing: Promise<RefreshOutcome> | null = null;

async function refreshOnce(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'rejected';
  try {
    const res = await fetch(buildUrl(endpointPath('refreshToken')), {
      method: ENDPOINTS.refreshToken.method,
      headers: { refreshToken: `Bearer ${refreshToken}`, accept: 'application/json' },
    });
    // Another tab may have rotated the token meanwhile: its new tokens win over our refusal.
    if (getRefreshToken() !== refreshToken) return 'renewed';
    if (res.status === 401 || res.status === 403) return 'rejected';
    if (!res.ok) return 'unavailable';
    const tokens: AnswerOf<'refreshToken'> = await res.json();
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
function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** An answer as either transport (fetch, or XMLHttpRequest for an upload's progress) hands it over. */
interface Answer {
  status: number;
  retryAfter: number | undefined;
  /** The body parsed as JSON; null when there is none or it is not JSON. */
  json(): Promise<unknown>;
}

const networkError = () => new ApiError(0, 'NETWORK_ERROR', 'Network error: check your connection and try again.');

function toError({ status, retryAfter }: Answer, body: unknown): ApiError {
  if (isErrorResponse(body)) return new ApiError(status, body.code, body.message, retryAfter, body.params, body.issues);
  return new ApiError(status, 'INTERNAL_ERROR', `Failed to fetch data: ${status}`, retryAfter);
}

/** The headers every call sends: JSON answers in the page's language, the bearer when there is one. */
function baseHeaders(token: string | null): Record<string, string> {
  return {
    accept: 'application/json',
    'accept-language': document.documentElement.lang || 'az',
    ...(token && { authorization: `Bearer ${token}` }),
  };
}

interface Request {
  method: string;
  url: string;
  body: unknown;
  signal?: AbortSignal;
  headers?: () => Record<string, string>;
  /** 0 to 1 as an upload's bytes leave the browser (XMLHttpRequest: fetch cannot report it). */
  onUploadProgress?: (fraction: number) => void;
}

async function viaFetch(request: Request, token: string | null): Promise<Answer> {
  const form = request.body instanceof FormData;
  const headers = { ...baseHeaders(token), ...request.headers?.() };
  if (request.body !== undefined && !form) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : form ? (request.body as FormData) : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw networkError();
  }
  return {
    status: res.status,
    retryAfter: retryAfterSeconds(res.headers.get('retry-after')),
    json: () => (res.status === 204 ? Promise.resolve(null) : res.json().catch(() => null)),
  };
}

function viaXhr(request: Request, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries({ ...baseHeaders(token), ...request.headers?.() })) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        retryAfter: retryAfterSeconds(xhr.getResponseHeader('retry-after')),
        json: async () => {
          try {
            return xhr.responseText ? JSON.parse(xhr.responseText) : null;
          } catch {
            return null;
          }
        },
      });
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The request was cancelled.', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body as FormData);
  });
}

/**
 * How a call treats the session: `none` sends no token; `optional` sends it and, when it cannot be
 * renewed, asks again as a visitor; `required` renews it once and, when that is refused, ends the
 * session and sends the person to log in — or, with `stay`, leaves them where they are.
 */
type SessionUse = 'none' | 'optional' | 'required' | 'stay';

/** The one refresh-and-retry: every call goes through it, uploads included. */
async function withSession(use: SessionUse, send: (token: string | null) => Promise<Answer>): Promise<Answer> {
  const token = use === 'none' ? null : getAccessToken();
  const first = await send(token);
  if (use === 'none') return first;
  if (use === 'optional') {
    if (!token || (first.status !== 401 && first.status !== 403)) return first;
    // A refused token (expired, or signed with a rotated secret) is renewed once; a 403 or a failed
    // renewal retries as a visitor, and a session the server no longer knows is forgotten.
    const outcome = first.status === 401 ? await refreshSession() : 'unavailable';
    if (outcome === 'rejected') clearSession();
    return send(outcome === 'renewed' ? getAccessToken() : null);
  }
  if (first.status !== 401) return first;
  const outcome = await refreshSession();
  // A network hiccup or a busy server is no reason to sign the person out.
  if (outcome === 'unavailable') throw networkError();
  const again = outcome === 'renewed' ? await send(getAccessToken()) : first;
  if (again.status !== 401) return again;
  clearSession();
  if (use === 'required') onSessionExpired();
  throw new ApiError(
    401,
    'UNAUTHORIZED',
    outcome === 'renewed' ? 'Request failed after token refresh' : 'Token refresh failed',
  );
}

const SESSION_USE: Record<Access, SessionUse> = {
  anyone: 'none',
  optional: 'optional',
  user: 'required',
  moderator: 'required',
};

type Empty = Record<never, never>;
/** What a call of the endpoint table takes: its category, path parameters, query and body, as it declares them. */
export type CallInput<
  K extends EndpointName,
  C extends ProductCategory = ProductCategory,
> = (K extends CategoryEndpointName ? { category: C } : Empty) &
  (ParamsOf<K> extends undefined ? Empty : { params: ParamsOf<K> }) &
  (QueryOf<K> extends undefined ? Empty : { query?: Partial<QueryOf<K>> }) &
  (SentBodyOf<K, C> extends undefined ? Empty : { body: K extends 'upload' ? FormData : SentBodyOf<K, C> });

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra headers, read again for the retry after a refresh (logout sends the current refresh token). */
  headers?: () => Record<string, string>;
  /** For a signed-in call: when the session cannot be renewed, stay on the page instead of going to log in. */
  stayWhenSignedOut?: boolean;
  /** 0 to 1 as an upload's bytes leave the browser. */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * The one way the web app talks to the API: a call of the endpoint table by name, its input and answer
 * typed by the contract, the bearer sent as the call's access says, with one refresh and one retry.
 */
export async function call<K extends EndpointName, C extends ProductCategory = ProductCategory>(
  name: K,
  ...[input, options = {}]: Empty extends CallInput<K, C>
    ? [input?: CallInput<K, C>, options?: CallOptions]
    : [input: CallInput<K, C>, options?: CallOptions]
): Promise<AnswerOf<K, C>> {
  const parts = (input ?? {}) as { category?: ProductCategory; params?: object; query?: object; body?: unknown };
  const route = ENDPOINTS[name];
  const request: Request = {
    method: route.method,
    url: buildUrl(
      endpointPath(name, parts.category, parts.params as Record<string, string | number> | undefined),
      parts.query as QueryValues | undefined,
    ),
    body: parts.body,
    signal: options.signal,
    headers: options.headers,
    onUploadProgress: options.onUploadProgress,
  };
  const transport = options.onUploadProgress ? viaXhr : viaFetch;
  const use =
    SESSION_USE[route.access] === 'required' && options.stayWhenSignedOut ? 'stay' : SESSION_USE[route.access];
  const answer = await withSession(use, (token) => transport(request, token));
  const body = await answer.json();
  if (answer.status < 200 || answer.status >= 300) throw toError(answer, body);
  // The server serialised this answer with the contract's schema for this call (endpoint-schemas.ts).
  return body as AnswerOf<K, C>;
}
