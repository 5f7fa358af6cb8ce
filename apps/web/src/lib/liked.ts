import { GRADES, PRODUCT_CATEGORIES, SELLER_OPTIONS, STORAGE_KEYS } from '@zeng/contract/constants';
import { isOneOf, isRecord } from '@zeng/contract/typed';
import { useSyncExternalStore } from 'react';
import type { CardAdvert } from '../components/advert-card/card-advert';

/**
 * Liked adverts live on this device, under localStorage `likedAds` (docs/product.md, "Liked adverts"),
 * and a signed-in person's also with their account (lib/liked-account.ts):
 * an unparsable value is logged and the list starts empty, a non-array value is ignored, a failed
 * save is logged. Each entry is checked on its own: one that a card could not show (an older or
 * hand-edited copy without a date, with a price that is not a number) is dropped and the rest kept.
 */
let cache: CardAdvert[] | null = null;
const listeners = new Set<() => void>();

const isText = (value: unknown): value is string => typeof value === 'string';

/** What each field of a stored card must be for a card to show it; a new field must be added here. */
// A list's placement (`promoted`) is not checked: the liked page shows its cards without it.
const FIELD_CHECKS: { [K in keyof Omit<CardAdvert, 'promoted'>]-?: (value: unknown) => boolean } = {
  id: (value) => Number.isInteger(value) && Number(value) > 0,
  productCategoryName: (value) => isOneOf(PRODUCT_CATEGORIES, value),
  imageUrls: (value) => isText(value) || (Array.isArray(value) && value.every(isText)),
  price: (value) => typeof value === 'number' && Number.isFinite(value),
  brand: isText,
  model: isText,
  specs: isText,
  condition: (value) => value === null || value === 'new' || value === 'used',
  // Cards kept before grades have neither.
  grade: (value) => value === undefined || isOneOf(GRADES, value),
  battery: (value) => value === undefined || value === null || (Number.isInteger(value) && Number(value) > 0),
  city: isText,
  published: (value) => isText(value) && !Number.isNaN(Date.parse(value)),
  // Cards kept before adverts had seller options have none.
  sellerOptions: (value) =>
    value === undefined || (Array.isArray(value) && value.every((option) => isOneOf(SELLER_OPTIONS, option))),
  goodPrice: (value) => value === undefined || typeof value === 'boolean',
};

function isStoredCard(entry: unknown): entry is CardAdvert {
  return isRecord(entry) && Object.entries(FIELD_CHECKS).every(([field, check]) => check(entry[field]));
}

function load(): CardAdvert[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.likedAds);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isStoredCard);
  } catch (err) {
    console.error('Failed to parse liked ads from localStorage:', err);
    return [];
  }
}

function save(list: CardAdvert[]) {
  try {
    localStorage.setItem(STORAGE_KEYS.likedAds, JSON.stringify(list));
  } catch (err) {
    console.error('Failed to save liked ads to localStorage:', err);
  }
}

export function getLiked(): CardAdvert[] {
  cache ??= load();
  return cache;
}

/**
 * Adds the advert if absent (first, or back at `at` when a removal is undone), removes it if present,
 * and saves the list.
 */
export function toggleLiked(advert: CardAdvert, at = 0) {
  const current = getLiked();
  const wasLiked = current.some((a) => a.id === advert.id);
  replaceLiked(
    wasLiked ? current.filter((a) => a.id !== advert.id) : [...current.slice(0, at), advert, ...current.slice(at)],
  );
  if (onToggle) onToggle(advert.id, !wasLiked);
  else early.push([advert.id, !wasLiked]);
}

/**
 * Told of each like and unlike: a signed-in person's page sets it (lib/liked-account.ts, fetched with
 * the notification bell) to send them to the account, and is then told of those made before its code
 * came; a visitor's page never fetches that code.
 */
let onToggle: ((id: number, liked: boolean) => void) | undefined;
const early: [number, boolean][] = [];
export const whenToggled = (listener: NonNullable<typeof onToggle>) => {
  onToggle = listener;
  for (const [id, liked] of early.splice(0)) listener(id, liked);
};

/** The list is now `list` (a toggle, or the account's list adopted), saved and told to every reader. */
export function replaceLiked(list: CardAdvert[]) {
  cache = list;
  save(list);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.likedAds || event.key === null) {
      cache = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLikedAdverts(): CardAdvert[] {
  return useSyncExternalStore(subscribe, getLiked, () => []);
}

export function useIsLiked(id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getLiked().some((a) => a.id === id),
    () => false,
  );
}

/** Tests start from what they put in localStorage. */
export function resetLikedCache() {
  cache = null;
}
