import { sellerOptionsIn } from '@zeng/contract/constants';
import { keysOf } from '@zeng/contract/typed';
import { DRAFT_KEY, type DraftKeeper, imageUrlsIn, readStored, removeStored, writeStored } from './advert-draft';
import { type AdvertFormValues, emptyValues, sanitizeValues } from './advert-form-values';
import type { EditTarget } from './edit-target';

/**
 * The unsaved changes of an edit, one draft per advert and apart from the new advert's draft, so a
 * reload, Back, or a session that ends mid-form (the login brings the person back to
 * /addAdvert?edit=…) finds them again. Only changes are kept: a form equal to the advert holds none,
 * and a saved edit clears it.
 *
 * Each draft remembers the advert it started from (`base`: its fields and photos as the form read
 * them). When the advert on the server is no longer that one (changed in another tab or on another
 * device), the draft is not simply put back: its values would quietly undo the newer version's (a
 * price lowered since, a photo removed since), and dropping it would throw the person's work away.
 * The page asks which one to continue from (EditAdvert.tsx).
 */
export interface EditDraft {
  values: AdvertFormValues;
  imageUrls: string[];
  base: string;
}

const keyOf = (target: EditTarget) => `${DRAFT_KEY}.edit.${target.category}.${target.id}`;

/**
 * What an advert's form holds, as one comparable text: fields in one order, seller options in theirs,
 * the terms left out (a new advert's only, and ticking them changes no advert).
 */
export function fingerprint(values: AdvertFormValues, imageUrls: readonly string[]): string {
  const fields = keysOf(emptyValues()).map((key) =>
    key === 'terms' ? false : key === 'sellerOptions' ? sellerOptionsIn(values.sellerOptions) : values[key],
  );
  return JSON.stringify([fields, imageUrls]);
}

/** The unsaved changes of this advert, or null when there are none or they cannot be read. */
export function readEditDraft(target: EditTarget): EditDraft | null {
  const stored = readStored(keyOf(target));
  if (!stored || typeof stored.base !== 'string') return null;
  const values = sanitizeValues(stored.values);
  if (values.category !== target.category) return null;
  return { values, imageUrls: imageUrlsIn(stored.imageUrls), base: stored.base };
}

export const clearEditDraft = (target: EditTarget) => removeStored(keyOf(target));

/** Keeps the changes made to the advert whose form `base` is the fingerprint of. */
export const editDraft = (target: EditTarget, base: string): DraftKeeper => ({
  save: (values, imageUrls) => {
    if (fingerprint(values, imageUrls) === base) clearEditDraft(target);
    else writeStored(keyOf(target), { values, imageUrls: [...imageUrls], base });
  },
  clear: () => clearEditDraft(target),
});
