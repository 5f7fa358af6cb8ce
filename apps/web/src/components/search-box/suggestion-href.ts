import type { Suggestion } from '@zeng/contract/search';
import { CATEGORY_LISTING } from '../advert/advert-detail';

/** Where a suggestion leads: its category's listing, narrowed to it (a model, a type) or searching it. */
export function suggestionHref(suggestion: Suggestion): string {
  const listing = CATEGORY_LISTING[suggestion.category];
  const query = new URLSearchParams();
  switch (suggestion.kind) {
    case 'brand':
      query.set('brandIds', String(suggestion.brandId));
      break;
    case 'model':
      query.set('brandIds', String(suggestion.brandId));
      query.set('modelIds', String(suggestion.modelId));
      break;
    case 'accessoryType':
      query.set('type', String(suggestion.accessoryType));
      break;
    case 'provider':
      query.set('providerId', String(suggestion.providerId));
      break;
    case 'simNumber':
      query.set('searchQuery', suggestion.searchQuery ?? suggestion.label);
      break;
  }
  return `${listing}?${query}`;
}
