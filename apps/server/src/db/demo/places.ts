import { districts } from '../reference/districts.js';
import type { Random } from './random.js';

export function districtIdOf(slug: string): number {
  const district = districts.find((d) => d.slug === slug);
  if (!district) throw new Error(`no district "${slug}"`);
  return district.id;
}

/** Where sellers live: Baku about 55 %, the other big cities next, every district now and then. */
const CITY_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['baku', 55],
  ['sumqayit', 9],
  ['ganja', 7],
  ['mingachevir', 3],
  ['lankaran', 2.5],
  ['shaki', 2],
  ['khachmaz', 1.5],
  ['shirvan', 1.5],
  ['yevlakh', 1.5],
  ['nakhchivan', 1.5],
  ['quba', 1.2],
  ['qabala', 1],
  ['shamkir', 1],
  ['masalli', 1],
  ['barda', 1],
  ['zaqatala', 0.8],
  ['jalilabad', 0.8],
  ['salyan', 0.7],
];

export function districtPicker(random: Random): () => number {
  const listed = new Set(CITY_WEIGHTS.map(([slug]) => slug));
  const rest = districts.filter((d) => !listed.has(d.slug));
  // The remaining districts share about 7 %.
  const weights: Array<readonly [number, number]> = [
    ...CITY_WEIGHTS.map(([slug, w]) => [districtIdOf(slug), w] as const),
    ...rest.map((d) => [d.id, 7 / rest.length] as const),
  ];
  return () => random.weighted(weights);
}
