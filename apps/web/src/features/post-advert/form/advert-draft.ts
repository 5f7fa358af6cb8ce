import { IDEMPOTENCY_KEY_PATTERN } from '@zeng/contract/adverts';
import { MAX_IMAGES } from '@zeng/contract/constants';
import { isRecord } from '@zeng/contract/typed';
import { newIdempotencyKey } from '../api/submit-advert';
import { type AdvertFormValues, sanitizeValues } from './advert-form-values';

/** What the form hands its draft on every change, and tells it once the advert is sent. */
export interface DraftKeeper {
  save: (values: AdvertFormValues, imageUrls: readonly string[]) => void;
  clear: () => void;
}

/**
 * Where a new advert waits between visits: the fields, the addresses of uploaded photos (never files)
 * and the form's Idempotency-Key, so a create sent again after a reload still cannot make two adverts.
 * An edit's draft is kept apart, per advert (edit-draft.ts).
 */
export const DRAFT_KEY = 'zeng.advertDraft';

export interface AdvertDraft {
  values: AdvertFormValues;
  imageUrls: string[];
  idempotencyKey: string;
}

/** The stored object under `key`, or null when there is none or it cannot be read. */
export function readStored(key: string): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: object) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the draft, not the form.
  }
}

export function removeStored(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** A stored list of photo addresses, as many as an advert takes. */
export const imageUrlsIn = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((url): url is string => typeof url === 'string').slice(0, MAX_IMAGES) : [];

/** The saved draft, or null when there is none or it cannot be read. */
export function readDraft(): AdvertDraft | null {
  const stored = readStored(DRAFT_KEY);
  if (!stored) return null;
  const { idempotencyKey } = stored;
  const key =
    typeof idempotencyKey === 'string' && IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)
      ? idempotencyKey
      : newIdempotencyKey();
  return { values: sanitizeValues(stored.values), imageUrls: imageUrlsIn(stored.imageUrls), idempotencyKey: key };
}

export const saveDraft = (draft: AdvertDraft) => writeStored(DRAFT_KEY, draft);
export const clearDraft = () => removeStored(DRAFT_KEY);

/** The new advert's draft, kept with the key its sends carry. */
export const newAdvertDraft = (idempotencyKey: string): DraftKeeper => ({
  save: (values, imageUrls) => saveDraft({ values, imageUrls: [...imageUrls], idempotencyKey }),
  clear: clearDraft,
});
