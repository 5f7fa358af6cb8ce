import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit | undefined) => unknown | Response | Promise<unknown | Response>;

/**
 * Stubs fetch with routes keyed by "METHOD /path" (path without the /api/v1/zeng prefix); a handler
 * answers a body (sent as JSON 200) or a Response. Unrouted requests fail the test.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const path = url.pathname.replace('/api/v1/zeng', '');
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!handler) throw new Error(`Unhandled request in a test: ${init?.method ?? 'GET'} ${url.pathname}`);
    const answer = await handler(url, init);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
