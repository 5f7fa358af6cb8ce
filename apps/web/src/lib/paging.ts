import { MAX_PAGE_NUMBER } from '@zeng/contract/constants';
import { PAGE_PARAM, readPageNumber } from '@zeng/contract/page-address';
import { useLocation } from 'react-router';
import type { ScreenData } from '../app/screen-entry';
import type { CardPage } from './adverts-query';

/**
 * What the page says of its numbered page, once its first answer is in the cache: a numbered page
 * with no advert is not there (404: the list is shorter now), and the head links the next one.
 */
export function pagingOf(first: CardPage | undefined, pageNumber = 1): ScreenData {
  if (!first) return {};
  const paging = { number: pageNumber, hasNext: first.nextCursor !== null && pageNumber < MAX_PAGE_NUMBER };
  return { paging, ...(pageNumber > 1 && first.cards.length === 0 && { status: 404 }) };
}

/** The numbered page the address names (`?page=3`); undefined for a list's first. */
export const usePageNumber = () => readPageNumber(new URLSearchParams(useLocation().search).get(PAGE_PARAM));
