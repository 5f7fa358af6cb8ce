import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const dir = import.meta.dirname;
const LANGUAGES = ['az', 'en', 'ru'];
const load = (...parts: string[]) => JSON.parse(readFileSync(join(dir, ...parts), 'utf8')) as Tree;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
// i18next plural forms (key_one, key_few, ...) differ by language: Russian has more than English.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const withoutPlural = (key: string) => key.replace(PLURAL, '');

describe('the locale files', () => {
  const namespaces = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

  it('every language has the same namespace files', () => {
    for (const lng of LANGUAGES) expect(readdirSync(join(dir, lng)).sort(), lng).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (file) => {
    const reference = new Map(leaves(load('en', file)));
    const referenceText = (key: string) => reference.get(key) ?? reference.get(`${withoutPlural(key)}_other`) ?? '';
    const baseKeys = (lng: string) => new Set(leaves(load(lng, file)).map(([k]) => withoutPlural(k)));

    it.each(['az', 'ru'])('%s has exactly the keys of en', (lng) => {
      const own = baseKeys(lng);
      const en = baseKeys('en');
      expect(
        [...own].filter((k) => !en.has(k)),
        'keys en lacks',
      ).toEqual([]);
      expect(
        [...en].filter((k) => !own.has(k)),
        `keys ${lng} lacks`,
      ).toEqual([]);
    });

    it.each(LANGUAGES)('%s has no empty text and keeps the {{placeholders}} of en', (lng) => {
      for (const [key, text] of leaves(load(lng, file))) {
        expect(text.trim(), `${lng} ${key}`).not.toBe('');
        expect(placeholders(text), `${lng} ${key}`).toEqual(placeholders(referenceText(key)));
      }
    });
  });

  // A counted text ('62 объявления') needs every form its language distinguishes: i18next picks the form
  // by Intl.PluralRules and, when that form is missing, silently falls back to `_other` ('62 объявлений').
  it.each(namespaces)('%s: every counted text has each plural form its language needs', (file) => {
    const keysOf = (lng: string) => new Set(leaves(load(lng, file)).map(([k]) => k));
    const counted = new Set(
      LANGUAGES.flatMap((lng) => [...keysOf(lng)].filter((k) => PLURAL.test(k)).map(withoutPlural)),
    );
    for (const lng of LANGUAGES) {
      const own = keysOf(lng);
      const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const missing = [...counted].flatMap((base) => forms.map((form) => `${base}_${form}`)).filter((k) => !own.has(k));
      expect(missing, `${lng} ${file} lacks`).toEqual([]);
    }
  });

  it('the terms have 90 clauses, rule1 to rule90, in each language', () => {
    for (const lng of LANGUAGES) {
      const terms = load('terms', `${lng}.json`) as Record<string, string>;
      expect(Object.keys(terms)).toEqual(Array.from({ length: 90 }, (_, i) => `rule${i + 1}`));
      expect(Object.values(terms).every((v) => v.trim().length > 0)).toBe(true);
    }
  });
});
