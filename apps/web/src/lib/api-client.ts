import type { ProductCategory } from '@zeng/contract/constants';
import { type Access, type EndpointRoute, endpointPath } from '@zeng/contract/endpoint-route';
import type {
  AnswerOf,
  CategoryEndpointName,
  EndpointName,
  Endpoints,
  NameOf,
  ParamsOf,
  QueryOf,
  SentBodyOf,
} from '@zeng/contract/endpoints';
import * as api from '@zeng/contract/endpoints/session';
import { isErrorResponse } from '@zeng/contract/error-answer';
import type { ErrorCode, ErrorIssue, ErrorParams } from '@zeng/contract/error-codes';
import { API_PREFIX } from '@zeng/contract/routes';
import { pageNavigation } from './language-choice';
import { clearSession, endExpiredSession, getAccessToken, getRefreshToken, isSignedIn, saveSession } from './session';

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

/**
 * Where the app goes when a session cannot be renewed; the router sets it (to /login, carrying the
 * screen's address back).
 */
let onSessionExpired: () => void = () => {
  pageNavigation.assign('/login');
};
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** A query as it travels in an address: empty values left out, lists comma-joined. */
export function queryRecord(query: object | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) record[key] = value.join(',');
    } else record[key] = String(value);
  }
  return record;
}

export function buildUrl(path: string, query?: object): string {
  const qs = new URLSearchParams(queryRecord(query)).toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

/** renewed: a new access token in memory; rejected: the session is over; unavailable: try again later. */
export type RefreshOutcome = 'renewed' | 'rejected' | 'unavailable';

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * One renewal, from the refresh cookie (ADR 0028): the browser sends it, with this page's Origin,
 * and the answer sets it anew. A session an earlier version of the app stored sends its refresh token
 * in the header instead, once: the answer puts it into the cookie, and saveSession deletes both
 * stored tokens.
 */
async function refreshOnce(): Promise<RefreshOutcome> {
  const stored = getRefreshToken();
  try {
    const res = await fetch(buildUrl(api.refreshToken.path), {
      method: api.refreshToken.method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(stored && { refreshToken: `Bearer ${stored}` }) },
    });
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
 * One renewal at a time in this tab, shared by every call that needs it; and tabs take turns through
 * a Web Lock, each renewing its own access token (it lives in that tab's memory) with the cookie they
 * share, which rotates at every renewal. The server's 30-second grace covers a browser without locks.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async () => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('zeng-refresh-token', refreshOnce) : refreshOnce();
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Retry-After in seconds, whether the header gives seconds or an HTTP date. */
export function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** An answer as either transport (fetch, or XMLHttpRequest for an upload's progress) hands it over. */
export interface Answer {
  status: number;
  retryAfter: number | undefined;
  /** The body parsed as JSON; null when there is none or it is not JSON. */
  body: unknown;
}

/** Sends one request with a token (or none) and hands its answer over. */
export type Transport = (request: Request, token: string | null) => Promise<Answer>;

export const networkError = () =>
  new ApiError(0, 'NETWORK_ERROR', 'Network error: check your connection and try again.');

function toError({ status, retryAfter, body }: Answer): ApiError {
  if (isErrorResponse(body)) return new ApiError(status, body.code, body.message, retryAfter, body.params, body.issues);
  return new ApiError(status, 'INTERNAL_ERROR', `Failed to fetch data: ${status}`, retryAfter);
}

/** The headers every call sends: JSON answers in the page's language, the bearer when there is one. */
export function baseHeaders(token: string | null): Record<string, string> {
  return {
    accept: 'application/json',
    'accept-language': document.documentElement.lang || 'az',
    ...(token && { authorization: `Bearer ${token}` }),
  };
}

export interface Request {
  method: string;
  url: string;
  body: unknown;
  signal?: AbortSignal;
  headers?: () => Record<string, string>;
}

async function viaFetch(request: Request, token: string | null): Promise<Answer> {
  const { body } = request;
  const headers = { ...baseHeaders(token), ...request.headers?.() };
  // A form sets its own content type (with the boundary); anything else travels as JSON.
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: request.method,
      headers,
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: request.signal,
    });
  } catch (err) {
    if (err instanceof Error && err.name === 'AbortError') throw err;
    throw networkError();
  }
  return {
    status: res.status,
    retryAfter: retryAfterSeconds(res.headers.get('retry-after')),
    body: res.status === 204 ? null : await res.json().catch(() => null),
  };
}

/**
 * How a call treats the session: `none` sends no token; `optional` sends it and, when it cannot be
 * renewed, asks again as a visitor; `required` renews it once and, when that is refused, ends the
 * session and sends the person to log in — or, with `stay`, leaves them where they are.
 */
type SessionUse = 'none' | 'optional' | 'required' | 'stay';

/** The one refresh-and-retry: every call goes through it, uploads included. */
async function withSession(use: SessionUse, send: (token: string | null) => Promise<Answer>): Promise<Answer> {
  if (use === 'none') return send(null);
  // A page that starts signed in holds no access token yet (this tab's memory is new): the cookie
  // renews it before the first call that needs it, so public pages cost a signed-in person nothing.
  if (getAccessToken() === null && isSignedIn()) {
    const outcome = await refreshSession();
    if (outcome !== 'renewed') {
      if (use === 'optional') {
        if (outcome === 'rejected') clearSession();
        return send(null);
      }
      if (outcome === 'unavailable') throw networkError();
      sessionOver(use, true);
    }
  }
  const token = getAccessToken();
  const first = await send(token);
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
  sessionOver(use, token !== null);
}

/**
 * Ends a session the server refused even after a renewal (one that ran out, not a visitor's call, is
 * announced on the login screen) and, unless the call stays, sends the person to log in.
 */
function sessionOver(use: 'required' | 'stay', hadSession: boolean): never {
  if (hadSession) endExpiredSession();
  else clearSession();
  if (use === 'required') onSessionExpired();
  throw new ApiError(401, 'UNAUTHORIZED', 'The session could not be renewed.');
}

/** What a call's access (endpoints.ts) asks of the session. */
function sessionUse(access: Access, stayWhenSignedOut: boolean | undefined): SessionUse {
  if (access === 'anyone') return 'none';
  if (access === 'optional') return 'optional';
  return stayWhenSignedOut ? 'stay' : 'required';
}

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
  /** Extra headers, read again for the retry after a refresh (logout sends a stored refresh token not yet moved). */
  headers?: () => Record<string, string>;
  /** For a signed-in call: when the session cannot be renewed, stay on the page instead of going to log in. */
  stayWhenSignedOut?: boolean;
  /** How the request travels: fetch, unless the caller needs another (an upload's progress). */
  transport?: Transport;
}

/**
 * The one way the web app talks to the API: a call of the endpoint table by name, its input and answer
 * typed by the contract, the bearer sent as the call's access says, with one refresh and one retry.
 */
export function call<E extends Endpoints[EndpointName], C extends ProductCategory = ProductCategory>(
  endpoint: E,
  ...[input, options]: Empty extends CallInput<NameOf<E>, C>
    ? [input?: CallInput<NameOf<E>, C>, options?: CallOptions]
    : [input: CallInput<NameOf<E>, C>, options?: CallOptions]
): Promise<AnswerOf<NameOf<E>, C>>;
export async function call(
  endpoint: EndpointRoute,
  input: { category?: ProductCategory; params?: object; query?: object; body?: unknown } = {},
  options: CallOptions = {},
): Promise<unknown> {
  const request: Request = {
    method: endpoint.method,
    url: buildUrl(endpointPath(endpoint, input.category, input.params), input.query),
    body: input.body,
    signal: options.signal,
    headers: options.headers,
  };
  const transport = options.transport ?? viaFetch;
  const answer = await withSession(sessionUse(endpoint.access, options.stayWhenSignedOut), (token) =>
    transport(request, token),
  );
  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  // The server serialised this answer with the contract's schema for this call (endpoint-schemas.ts).
  return answer.body;
}
