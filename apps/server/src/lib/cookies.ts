/**
 * The value of the first cookie named `name` in a Cookie header, or undefined. Values are taken as
 * sent (the server's own cookies hold base64url and JWTs, which need no decoding).
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    return pair.slice(equals + 1).trim();
  }
  return undefined;
}

export interface CookieAttributes {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  /** Sent over HTTPS only (production). */
  secure: boolean;
}

/** A Set-Cookie value for an HttpOnly cookie: no script of the page ever reads it. */
export function httpOnlyCookie(name: string, value: string, a: CookieAttributes): string {
  return `${name}=${value}; Path=${a.path}; Max-Age=${a.maxAgeSeconds}; HttpOnly; SameSite=${a.sameSite}${a.secure ? '; Secure' : ''}`;
}
