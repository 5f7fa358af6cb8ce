import { LANGUAGES } from '@zeng/contract/constants';
import type { ScreenInfo } from '@zeng/contract/page-rendering';
import { localizedPath, PATH_ALIASES } from '@zeng/contract/routes';
import { isOneOf } from '@zeng/contract/typed';

/**
 * What search engines are told of each screen comes from its route entry's policy (the web app's
 * app/screens.tsx, exported by the built renderer): `listed` screens are in the sitemap, `disallowed`
 * ones are kept out by robots.txt. Without a web build there are no pages, and nothing to list.
 */

/** The Azerbaijani paths of the static pages the sitemap lists, in the route table's order. */
export const listedPaths = (screens: readonly ScreenInfo[]): string[] =>
  screens.filter((screen) => screen.policy.index === 'listed').map((screen) => screen.path);

/** Every path robots.txt disallows (the second spellings too), in each language. */
export function disallowedPaths(screens: readonly ScreenInfo[]): string[] {
  const own = screens.filter((screen) => screen.policy.index === 'disallowed').map((screen) => screen.path);
  const aliases = Object.entries(PATH_ALIASES)
    .filter(([, target]) => isOneOf(own, target))
    .map(([alias]) => alias);
  return LANGUAGES.flatMap((lang) => [...own, ...aliases].map((path) => localizedPath(path, lang)));
}
