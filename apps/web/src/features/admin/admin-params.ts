import type { ProductCategory } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { isRecord } from '@zeng/contract/typed';
import { parseCategory, parseId } from '../../components/advert/advert-detail';

/**
 * The panel's place in the queue: ?category=tablet&page=2&at=… (phone and the first page by default).
 * `at` is where the page starts, the cursor the server gave (the queue pages by key); `page` is only
 * the number the panel shows.
 */
export interface QueuePlace {
  category: ProductCategory;
  page: number;
  at?: string;
}

const MAX_PAGE = 100_000;
/** A cursor as the server writes them (base64url); anything else is left out, and the queue starts again. */
const CURSOR = /^[\w-]{1,200}$/;

/** Reads the panel's search params; anything unknown falls back to phones, the first page. */
export function parseQueuePlace(params: URLSearchParams): QueuePlace {
  const category = parseCategory(params.get('category') ?? undefined) ?? 'phone';
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_PAGE) : 1;
  const at = params.get('at') ?? '';
  // A page past the first is found by where it starts: without that, the queue starts again.
  return page > 1 && CURSOR.test(at) ? { category, page, at } : { category, page: 1 };
}

/** The search params of a place in the queue, leaving the defaults out. */
export function queuePlaceParams({ category, page, at }: QueuePlace): URLSearchParams {
  const params = new URLSearchParams();
  if (category !== 'phone') params.set('category', category);
  if (page > 1 && at) {
    params.set('page', String(page));
    params.set('at', at);
  }
  return params;
}

/** The tabs beside the categories: the reports (issue 37), and paid placement for administrators (issue 38). */
export const REPORTED_TAB = 'reported';
export const PROMOTIONS_TAB = 'promotions';
export type ListTab = typeof REPORTED_TAB | typeof PROMOTIONS_TAB;
export type AdminTab = ProductCategory | ListTab;

/** A place in a tab's list: ?tab=reported&page=2&at=… (its page found by where it starts). */
export interface TabPlace {
  tab: ListTab;
  page: number;
  at?: string;
}

/** The place of the tab the address names, or null when it names the review queue. */
export function parseTabPlace(params: URLSearchParams): TabPlace | null {
  const tab = params.get('tab');
  if (tab !== REPORTED_TAB && tab !== PROMOTIONS_TAB) return null;
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_PAGE) : 1;
  const at = params.get('at') ?? '';
  return page > 1 && CURSOR.test(at) ? { tab, page, at } : { tab, page: 1 };
}

export function tabPlaceParams({ tab, page, at }: TabPlace): URLSearchParams {
  const params = new URLSearchParams({ tab });
  if (page > 1 && at) {
    params.set('page', String(page));
    params.set('at', at);
  }
  return params;
}

export function adminPanelHref(place: QueuePlace): string {
  const query = queuePlaceParams(place).toString();
  return query ? `${PATHS.adminPanel}?${query}` : PATHS.adminPanel;
}

/** What the Review link passes as navigation state (the URL carries id and category too). */
export interface PreviewState {
  id: number;
  productCategory: ProductCategory;
  /** The queue page the moderator came from (its number and where it starts), to return to after deciding. */
  page?: number;
  at?: string;
}

/** The request to preview: navigation state first, else the URL, so a reload keeps it. */
export function parsePreviewTarget(
  state: unknown,
  params: URLSearchParams,
): { category: ProductCategory; id: number; page: number; at?: string } | null {
  const fromState: Partial<Record<keyof PreviewState, unknown>> = isRecord(state) ? state : {};
  const category =
    parseCategory(typeof fromState.productCategory === 'string' ? fromState.productCategory : undefined) ??
    parseCategory(params.get('category') ?? undefined);
  const id =
    parseId(fromState.id !== undefined ? String(fromState.id) : undefined) ?? parseId(params.get('id') ?? undefined);
  if (!category || !id) return null;
  const page =
    typeof fromState.page === 'number' && Number.isInteger(fromState.page) && fromState.page > 0 ? fromState.page : 1;
  const at = typeof fromState.at === 'string' && CURSOR.test(fromState.at) ? fromState.at : undefined;
  return page > 1 && at ? { category, id, page, at } : { category, id, page: 1 };
}
