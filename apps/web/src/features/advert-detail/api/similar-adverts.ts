import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdvertDetail } from '@zeng/contract/adverts';
import { PAGE_SIZE } from '@zeng/contract/constants';
import { similarParams } from '../../../components/advert/advert-detail';
import type { CardAdvert } from '../../../components/advert-card/card-advert';
import { advertListQuery, type CardPage } from '../../../lib/adverts-query';

/**
 * Up to ten adverts like this one (same category and brand, provider or type), this one left out:
 * the first page of that listing, asked for one more than shown.
 */
export function useSimilarAdverts(advert: AdvertDetail) {
  return useInfiniteQuery({
    ...advertListQuery(advert.category, { ...similarParams(advert), limit: PAGE_SIZE + 1 }),
    select: (data: InfiniteData<CardPage>): CardAdvert[] =>
      (data.pages[0]?.cards ?? []).filter((card) => card.id !== advert.id).slice(0, PAGE_SIZE),
  });
}
