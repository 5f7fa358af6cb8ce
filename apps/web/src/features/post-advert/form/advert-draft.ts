import { MAX_IMAGES } from '@zeng/contract/constants';
import { isRecord } from '@zeng/contract/typed';
import type { AdvertFormValues } from './advert-form-values';

/** What the form hands its draft on every change, and tells it once the advert is sent. */
export interface DraftKeeper {
  save: (values: AdvertFormValues, imageUrls: readonly string[]) => void;
  clear: () => void;
}

/**
 * Where drafts wait between visits: a new advert's under `zeng.advertDraft.new.<its form key>`
 * (new-advert-drafts.ts), an edit's under `zeng.advertDraft.edit.<category>.<id>` (edit-draft.ts).
 */
export const DRAFT_KEY = 'zeng.advertDraft';

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
