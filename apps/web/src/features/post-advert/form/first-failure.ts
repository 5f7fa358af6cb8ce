import { CATEGORY_RULES } from '@zeng/contract/category-rules';
import type { ProductCategory } from '@zeng/contract/constants';
import { type ErrorIssue, type IssueCode, issueCodeOf } from '@zeng/contract/error-codes';
import type { FormField } from './advert-form-values';
import { fieldOfPath } from './submission';

/** The key of a message in post.json `alerts`. */
export type AlertKey =
  | 'acceptTermsAlert'
  | 'uploadImageAlert'
  | 'enterPriceAlert'
  | 'priceRangeAlert'
  | 'selectDistrictAlert'
  | 'selectBrandAlert'
  | 'selectModelAlert'
  | 'selectColorAlert'
  | 'selectUsageAlert'
  | 'selectStorageAlert'
  | 'selectRamAlert'
  | 'selectSimTypeAlert'
  | 'selectProviderAlert'
  | 'enterSimNumberAlert'
  | 'invalidSimNumberAlert'
  | 'enterAccessoryNameAlert'
  | 'selectAccessoryTypeAlert';

/** The one failure announced: in the form's own words when it has them, else as the server words the issue. */
export type Failure = { field: FormField | null; alert: AlertKey } | { field: FormField | null; issue: ErrorIssue };

/**
 * The order the form asks in (docs/product.md, "Posting and editing"), by the submission's paths: the
 * terms, photos where the category has them, price, district, the seller's options, then the
 * category's own fields (CATEGORY_RULES); the rest after them.
 */
function orderOf(category: ProductCategory): readonly string[] {
  const rules = CATEGORY_RULES[category];
  return [
    'terms',
    ...(rules.photos ? ['imageUrls'] : []),
    'price',
    'districtId',
    'sellerOptions',
    ...rules.fields,
    'comment',
    'id',
  ];
}

/** What the form asks for a field left empty (REQUIRED, or IMAGES_REQUIRED for the photos). */
const ASK_FOR: Record<string, AlertKey> = {
  terms: 'acceptTermsAlert',
  imageUrls: 'uploadImageAlert',
  price: 'enterPriceAlert',
  districtId: 'selectDistrictAlert',
  brandId: 'selectBrandAlert',
  modelId: 'selectModelAlert',
  color: 'selectColorAlert',
  condition: 'selectUsageAlert',
  mainMemory: 'selectStorageAlert',
  ram: 'selectRamAlert',
  simType: 'selectSimTypeAlert',
  simProviderId: 'selectProviderAlert',
  number: 'enterSimNumberAlert',
  name: 'enterAccessoryNameAlert',
  type: 'selectAccessoryTypeAlert',
};
/** What the form says of any other value the contract refuses, where it has its own words. */
const REFUSED: Record<string, AlertKey> = { price: 'priceRangeAlert', number: 'invalidSimNumberAlert' };

function alertFor(path: string, code: IssueCode): AlertKey | undefined {
  const empty = code === 'REQUIRED' || code === 'IMAGES_REQUIRED';
  return empty ? ASK_FOR[path] : REFUSED[path];
}

/** The first refusal at or under `path` of the resolver's errors (nested for "mainMemory.id", "imageUrls.2"). */
function refusalAt(node: unknown, path: string): ErrorIssue | null {
  if (typeof node !== 'object' || node === null) return null;
  if ('type' in node && typeof node.type === 'string') {
    const message = 'message' in node && typeof node.message === 'string' ? node.message : undefined;
    return { path, code: issueCodeOf({ code: node.type, message }) };
  }
  for (const [key, child] of Object.entries(node)) {
    const found = refusalAt(child, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * The failure to announce of those the form's resolver found (advert-form-schema.ts): the first in the
 * order the form asks, so a person fixes one thing at a time from the top.
 */
export function firstFailure(errors: object, category: ProductCategory): Failure | null {
  const refused = new Map(Object.entries(errors));
  // A path outside the order (none today) is still announced, after the others.
  for (const path of [...orderOf(category), ...refused.keys()]) {
    const issue = refusalAt(refused.get(path), path);
    if (!issue) continue;
    const field = fieldOfPath(issue.path);
    const alert = alertFor(path, issue.code);
    return alert ? { field, alert } : { field, issue };
  }
  return null;
}
