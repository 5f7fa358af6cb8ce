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
  | 'selectGradeAlert'
  | 'selectStorageAlert'
  | 'selectRamAlert'
  | 'selectSimTypeAlert'
  | 'selectProviderAlert'
  | 'enterSimNumberAlert'
  | 'invalidSimNumberAlert'
  | 'enterAccessoryNameAlert'
  | 'selectAccessoryTypeAlert';

/** One refused field: in the form's own words when it has them, else as the server words the issue. */
export type Failure = { field: FormField | null; alert: AlertKey } | { field: FormField | null; issue: ErrorIssue };

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
  grade: 'selectGradeAlert',
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

/**
 * A field that cannot be chosen until another is (the model waits for its brand): while that other is
 * refused too, marking the waiting one would point a person at a control they cannot use yet.
 */
const WAITS_FOR: Partial<Record<FormField, FormField>> = { modelId: 'brandId' };

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
 * Every failure the form's resolver found (advert-form-schema.ts), the first refusal of each field,
 * so a person sees at once all that is missing (issue 22 replaced "one at a time, terms first"). Which
 * one is focused is decided by the page: the first on screen.
 */
export function failuresOf(errors: object): Failure[] {
  const failures: Failure[] = [];
  const seen = new Set<FormField>();
  for (const [path, node] of Object.entries(errors)) {
    const issue = refusalAt(node, path);
    if (!issue) continue;
    const field = fieldOfPath(issue.path);
    if (field !== null) {
      if (seen.has(field)) continue;
      seen.add(field);
    }
    const alert = alertFor(path, issue.code);
    failures.push(alert ? { field, alert } : { field, issue });
  }
  return failures.filter(({ field }) => {
    const waitsFor = field === null ? undefined : WAITS_FOR[field];
    return waitsFor === undefined || !seen.has(waitsFor);
  });
}
