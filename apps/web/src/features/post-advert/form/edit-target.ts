import type { ProductCategory } from '@zeng/contract/constants';
import { isRecord } from '@zeng/contract/typed';
import { parseCategory, parseId } from '../../../components/advert/advert-detail';

/** The advert being edited. */
export interface EditTarget {
  category: ProductCategory;
  id: number;
}

/** `?edit=phone/123` (editAdvertHref): the URL alone reopens the form in edit mode after a reload. */
export function editTargetFromSearch(search: URLSearchParams): EditTarget | null {
  const [category, id, ...rest] = (search.get('edit') ?? '').split('/');
  const parsedCategory = parseCategory(category);
  const parsedId = parseId(id);
  return parsedCategory && parsedId && rest.length === 0 ? { category: parsedCategory, id: parsedId } : null;
}

/** The navigation state the Edit links pass: {editMode, productCategory, advertData}. */
export function editTargetFromState(state: unknown): EditTarget | null {
  if (!isRecord(state)) return null;
  const { editMode, productCategory, advertData } = state;
  if (!editMode || typeof productCategory !== 'string') return null;
  const category = parseCategory(productCategory);
  const id = isRecord(advertData) ? advertData.id : undefined;
  return category && typeof id === 'number' ? { category, id } : null;
}
