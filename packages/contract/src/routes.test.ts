import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.js';
import { advertHref, LANGUAGE_PREFIXES, localizedPath, PATHS, sellerHref, splitLanguagePrefix } from './routes.js';

describe('screen paths', () => {
  it('builds advert links of the documented shape', () => {
    expect(advertHref('sim', 42)).toBe('/phone-preview/sim/42');
  });

  it("builds a seller's page link, under each language's prefix", () => {
    expect(sellerHref(7)).toBe('/seller/7');
    expect(localizedPath(sellerHref(7), 'en')).toBe('/en/seller/7');
    expect(localizedPath(sellerHref(7), 'ru')).toBe('/ru/seller/7');
  });
});

describe('addresses in each language', () => {
  it('keeps Azerbaijani at the plain paths', () => {
    expect(localizedPath('/', 'az')).toBe('/');
    expect(localizedPath('/tablets', 'az')).toBe('/tablets');
    expect(localizedPath('/phone-preview/sim/42', 'az')).toBe('/phone-preview/sim/42');
  });

  it('puts English and Russian under their prefix, home being the prefix alone', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/', 'ru')).toBe('/ru');
    expect(localizedPath('/tablets', 'en')).toBe('/en/tablets');
    expect(localizedPath(advertHref('phone', 7), 'ru')).toBe('/ru/phone-preview/phone/7');
    expect(localizedPath('/?x=1', 'en')).toBe('/en?x=1');
    expect(localizedPath('/search?q=a', 'ru')).toBe('/ru/search?q=a');
  });

  it.each([
    ['/en/tablets', 'en', '/tablets'],
    ['/ru/phone-preview/sim/42', 'ru', '/phone-preview/sim/42'],
    ['/en', 'en', '/'],
    ['/ru/', 'ru', '/'],
    ['/en?x=1', 'en', '/?x=1'],
    ['/enx', 'az', '/enx'],
    ['/english/tablets', 'az', '/english/tablets'],
    ['/tablets', 'az', '/tablets'],
    ['/', 'az', '/'],
    ['/az/tablets', 'az', '/az/tablets'],
    ['/EN/tablets', 'az', '/EN/tablets'],
  ])('%s is %s at %s', (pathname, language, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ language, path });
  });

  it('reads back every screen it writes, in every language', () => {
    for (const path of Object.values(PATHS)) {
      for (const lang of LANGUAGES) {
        expect(splitLanguagePrefix(localizedPath(path, lang))).toEqual({ language: lang, path });
      }
    }
  });

  it('names a prefix for every language, none for az', () => {
    expect(Object.keys(LANGUAGE_PREFIXES).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_PREFIXES.az).toBe('');
  });
});
