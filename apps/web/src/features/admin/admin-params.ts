import type { ProductCategory } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { isRecord } from '@zeng/contract/typed';
import { parseCategory, parseId } from '../../components/advert/advert-detail';

/** The panel's place in the queue: ?category=tablet&page=2 (phone and page 1 by default). */
export interface QueuePlace {
  category: ProductCategory;
  page: number;
}

const MAX_PAGE = 100_000;

/** Reads the panel's search params; anything unknown falls back to phones, page 1. */
export function parseQueuePlace(params: URLSearchParams): QueuePlace {
  const category = parseCategory(params.get('category') ?? undefined) ?? 'phone';
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_PAGE) : 1;
  return { category, page };
}

/** The search params of a place in the queue, leaving the defaults out. */
export function queuePlaceParams({ category, page }: QueuePlace): URLSearchParams {
  const params = new URLSearchParams();
  if (category !== 'phone') params.set('category', category);
  if (page > 1) params.set('page', String(page));
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
  /** The queue page the moderator came from, to return to after deciding. */
  page?: number;
}

/** The request to preview: navigation state first, else the URL, so a reload keeps it. */
export function parsePreviewTarget(
  state: unknown,
  params: URLSearchParams,
): { category: ProductCategory; id: number; page: number } | null {
  const fromState: Partial<Record<keyof PreviewState, unknown>> = isRecord(state) ? state : {};
  const category =
    parseCategory(typeof fromState.productCategory === 'string' ? fromState.productCategory : undefined) ??
    parseCategory(params.get('category') ?? undefined);
  const id =
    parseId(fromState.id !== undefined ? String(fromState.id) : undefined) ?? parseId(params.get('id') ?? undefined);
  if (!category || !id) return null;
  const page =
    typeof fromState.page === 'number' && Number.isInteger(fromState.page) && fromState.page > 0 ? fromState.page : 1;
  return { category, id, page };
}
