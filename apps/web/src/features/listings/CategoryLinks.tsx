import { useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { LandingLinks } from './LandingLinks';
import { landingQuery } from './landing-query';

/**
 * A category's landing pages at the end of its list (its brands, cities, operators or types, the most
 * advertised first): where a person narrows by what they search for, and how a crawler finds them.
 */
export function CategoryLinks({ category }: { category: ProductCategory }) {
  const { data } = useQuery(landingQuery(category, ''));
  return data ? <LandingLinks links={data.neighbours} /> : null;
}
