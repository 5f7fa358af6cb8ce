/** Any origin will do: only whether the address stays on it matters. */
const HERE = 'https://zeng.invalid';

/**
 * The address as a path of this site (path and query, fragment kept), or null when it would lead
 * anywhere else: `//evil.com`, `https:…`, backslashes (browsers read `/\evil.com` as `//evil.com`) and
 * control characters are refused. The one rule for every address the app itself goes to: the sign-in
 * return path and the language switch (issue 34).
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, HERE);
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
}
