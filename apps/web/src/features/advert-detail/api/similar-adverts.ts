import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@zeng/contract/constants';
import { type LoadedAdvert, similarParams } from '../../../components/advert/loaded-advert';
import type { CardAdvert } from '../../../components/advert-card/card-advert';
import { advertListQuery, type CardPage } from '../../../lib/adverts-query';

/**
 * Up to ten adverts like this one (same category and brand, provider or type), this one left out:
 * the first page of that listing, asked for one more than shown.
 */
export function useSimilarAdverts(loaded: LoadedAdvert) {
  return useInfiniteQuery({
    ...advertListQuery(loaded.category, { ...similarParams(loaded), limit: PAGE_SIZE + 1 }),
    select: (data: InfiniteData<CardPage>): CardAdvert[] =>
      (data.pages[0]?.cards ?? []).filter((card) => card.id !== loaded.advert.id).slice(0, PAGE_SIZE),
  });
}
