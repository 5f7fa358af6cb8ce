import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import az from './az.json';
import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function emptyValues(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? (v.trim() === '' ? [`${prefix}${k}`] : []) : emptyValues(v, `${prefix}${k}.`),
  );
}

const interpolations = (tree: Tree) =>
  Object.fromEntries(
    keys(tree).map((k) => {
      const value = k.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part] as Tree | string, tree);
      return [k, [...String(value).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()];
    }),
  );

describe('the three locale files', () => {
  const languages = { az, en, ru } as Record<string, Tree>;
  const reference = keys(en as Tree).sort();

  it.each(['az', 'ru'])('%s has exactly the keys of en', (lng) => {
    const own = keys(languages[lng] as Tree).sort();
    expect(
      own.filter((k) => !reference.includes(k)),
      'keys en lacks',
    ).toEqual([]);
    expect(
      reference.filter((k) => !own.includes(k)),
      `keys ${lng} lacks`,
    ).toEqual([]);
  });

  it.each(['az', 'en', 'ru'])('%s has no empty text', (lng) => {
    expect(emptyValues(languages[lng] as Tree)).toEqual([]);
  });

  it.each(['az', 'ru'])('%s keeps the same {{placeholders}} as en', (lng) => {
    expect(interpolations(languages[lng] as Tree)).toEqual(interpolations(en as Tree));
  });

  it('the terms have 90 clauses, rule1 to rule90, in each language', () => {
    const dir = join(import.meta.dirname, 'terms');
    for (const lng of ['az', 'en', 'ru']) {
      const terms = JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')) as Record<string, string>;
      expect(Object.keys(terms)).toEqual(Array.from({ length: 90 }, (_, i) => `rule${i + 1}`));
      expect(Object.values(terms).every((v) => v.trim().length > 0)).toBe(true);
    }
    expect(readdirSync(dir).sort()).toEqual(['about.json', 'az.json', 'en.json', 'ru.json']);
  });
});
