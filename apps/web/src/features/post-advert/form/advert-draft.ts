import { IDEMPOTENCY_KEY_PATTERN } from '@zeng/contract/adverts';
import { MAX_IMAGES } from '@zeng/contract/constants';
import { isRecord } from '@zeng/contract/typed';
import { newIdempotencyKey } from '../api/submit-advert';
import { type AdvertFormValues, sanitizeValues } from './advert-form-values';

/**
 * Where a new advert waits between visits: the fields, the addresses of uploaded photos (never files)
 * and the form's Idempotency-Key, so a create sent again after a reload still cannot make two adverts.
 */
export const DRAFT_KEY = 'zeng.advertDraft';

export interface AdvertDraft {
  values: AdvertFormValues;
  imageUrls: string[];
  idempotencyKey: string;
}

/** The saved draft, or null when there is none or it cannot be read. */
export function readDraft(): AdvertDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    const imageUrls = Array.isArray(parsed.imageUrls)
      ? parsed.imageUrls.filter((url): url is string => typeof url === 'string').slice(0, MAX_IMAGES)
      : [];
    const { idempotencyKey } = parsed;
    const key =
      typeof idempotencyKey === 'string' && IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)
        ? idempotencyKey
        : newIdempotencyKey();
    return { values: sanitizeValues(parsed.values), imageUrls, idempotencyKey: key };
  } catch {
    return null;
  }
}

export function saveDraft(draft: AdvertDraft) {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft, not the form.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
