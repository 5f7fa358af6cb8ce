import { API_PREFIX } from '@zeng/contract/routes';
import { vi } from 'vitest';

/** A handler answers a Response, or any other value, which is sent as a JSON 200. */
export type ApiHandler = (request: { url: URL; init: RequestInit; body: unknown }) => unknown;

/** A JSON answer, as the API sends it. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The API's error shape ({statusCode, error, message, code}). */
export const apiError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  json({ statusCode: status, error: 'Error', message, code }, status, headers);

/**
 * Stubs fetch with handlers keyed by "METHOD /path" (the path after /api/v1/zeng, without the query).
 * Any other request fails the test, as the setup's default stub does.
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(API_PREFIX, '')}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unhandled request in a test: ${key}`);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await handler({ url, init, body });
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /path", with their parsed JSON bodies and headers. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return fetchMock.mock.calls
    .map(([input, init = {}]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init.method ?? 'GET'} ${url.pathname.replace(API_PREFIX, '')}` === key)
    .map(({ url, init }) => ({
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** The URLs asked of one "METHOD /path", in order. */
export const urlsOf = (fetchMock: ReturnType<typeof stubApi>, key: string) => callsTo(fetchMock, key).map((c) => c.url);
