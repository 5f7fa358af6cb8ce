/**
 * How a crawler reads robots.txt (RFC 9309, as Google does): the server's tests and the e2e crawl
 * check the rules the server writes (modules/seo) with it.
 */

/** Google's reading of a robots.txt group: the longest matching rule wins, `*` and `$` as patterns. */
export function robotsAllow(robots: string): (pathAndQuery: string) => boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
    .map(([, kind, pattern = '']) => ({
      allow: kind === 'Allow',
      length: pattern.length,
      re: new RegExp(
        `^${pattern
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\\\$$/, '$')
          .replaceAll('*', '.*')}`,
      ),
    }));
  return (path) => {
    const matching = rules
      .filter((rule) => rule.re.test(path))
      .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
    return matching[0]?.allow ?? true;
  };
}
