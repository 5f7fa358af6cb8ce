import type { ProductCategory } from './constants.js';

/** Keeps the adverts of one category, typed as that category's (answers carry `category`). */
export const ofCategory =
  <C extends ProductCategory>(category: C) =>
  <T extends { category: ProductCategory }>(advert: T): advert is Extract<T, { category: C }> =>
    advert.category === category;

/**
 * A page's adverts under their category's key of SPEC.md ({ phones: [...] }, { sims: [...] }), beside
 * the rest of the answer: the key follows the category, so the answer's type does too.
 */
export function underListKey<T extends { category: ProductCategory }, R extends object>(
  category: ProductCategory,
  adverts: readonly T[],
  rest: R,
) {
  switch (category) {
    case 'phone':
      return { phones: adverts.filter(ofCategory('phone')), ...rest };
    case 'tablet':
      return { tablets: adverts.filter(ofCategory('tablet')), ...rest };
    case 'sim':
      return { sims: adverts.filter(ofCategory('sim')), ...rest };
    case 'accessory':
      return { accessories: adverts.filter(ofCategory('accessory')), ...rest };
  }
}

/** A page answered under its category's key, whichever it is. */
type UnderListKey<T> =
  | { phones: readonly T[] }
  | { tablets: readonly T[] }
  | { sims: readonly T[] }
  | { accessories: readonly T[] };

/** The adverts of a page answered under its category's key: what underListKey put there. */
export function listedAdverts<T>(page: UnderListKey<T>): readonly T[] {
  if ('phones' in page) return page.phones;
  if ('tablets' in page) return page.tablets;
  if ('sims' in page) return page.sims;
  return page.accessories;
}
