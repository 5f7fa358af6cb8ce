import { IDEMPOTENCY_KEY_PATTERN } from '@zeng/contract/adverts';
import { newIdempotencyKey } from '../api/submit-advert';
import { DRAFT_KEY, type DraftKeeper, imageUrlsIn, readStored, removeStored, writeStored } from './advert-draft';
import { type AdvertFormValues, emptyValues, sanitizeValues } from './advert-form-values';
import { fingerprint } from './edit-draft';
import { claimKey, releaseKey, tabLocks } from './tab-claims';

/**
 * A new advert's form has a key of its own (its Idempotency-Key, docs/decisions/0009), and its draft is
 * stored under that key, so two tabs writing two adverts never share one draft or one key: a second
 * send under the first tab's key would be answered with the first tab's advert (or, now, refused).
 *
 * - The tab remembers its form's key in session storage, which a reload keeps and another tab does
 *   not share: a reload finds its own draft and key again, so a try after a lost answer (a 503 whose
 *   create went through) still answers the advert it made instead of making a second.
 * - A tab claims its key (tab-claims.ts) while it lives. A tab opening "New advert" without a draft of
 *   its own continues the newest draft no tab holds (one left by a closed tab, key and all, with the
 *   same safety), or starts an empty one under a new key, saying the draft is open in another tab.
 */
const NEW_DRAFT_PREFIX = `${DRAFT_KEY}.new.`;
/** Session storage: the key of the new advert this tab shows. */
export const TAB_FORM_KEY = 'zeng.advertForm';
/** Drafts left behind beyond these (the newest kept) are dropped. */
const MOST_DRAFTS = 5;
/** How long a reloaded tab waits for its own key, which the page it replaced may hold a moment longer. */
const OWN_KEY_WAIT_MS = 1000;

export interface AdvertDraft {
  values: AdvertFormValues;
  imageUrls: string[];
  idempotencyKey: string;
  /** When it last changed (ms): the newest draft is offered first. */
  savedAt: number;
}

const draftName = (key: string) => `${NEW_DRAFT_PREFIX}${key}`;

function readTabKey(): string | null {
  try {
    const key = sessionStorage.getItem(TAB_FORM_KEY);
    return key && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
  } catch {
    return null;
  }
}

function writeTabKey(key: string): string {
  try {
    sessionStorage.setItem(TAB_FORM_KEY, key);
  } catch {
    // Without session storage a reload starts the tab afresh; the draft stays for the next tab.
  }
  return key;
}

function forgetTabKey(key: string) {
  try {
    if (sessionStorage.getItem(TAB_FORM_KEY) === key) sessionStorage.removeItem(TAB_FORM_KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

function draftOf(key: string, stored: Record<string, unknown> | null): AdvertDraft | null {
  if (!stored) return null;
  const { values, imageUrls, savedAt } = stored;
  return {
    values: sanitizeValues(values),
    imageUrls: imageUrlsIn(imageUrls),
    idempotencyKey: key,
    savedAt: typeof savedAt === 'number' ? savedAt : 0,
  };
}

/** This key's stored draft, or null. */
export const readNewDraft = (key: string) => draftOf(key, readStored(draftName(key)));

const writeDraft = (key: string, values: AdvertFormValues, imageUrls: readonly string[]) =>
  writeStored(draftName(key), { values, imageUrls: [...imageUrls], savedAt: Date.now() });

/** The one draft every tab shared before drafts had a key each, moved under its key as one left behind. */
function moveSharedDraft() {
  const shared = readStored(DRAFT_KEY);
  if (!shared) return;
  const { idempotencyKey } = shared;
  const key =
    typeof idempotencyKey === 'string' && IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)
      ? idempotencyKey
      : newIdempotencyKey();
  writeStored(draftName(key), { ...shared, savedAt: 0 });
  removeStored(DRAFT_KEY);
}

/** Every new advert's draft, the newest first (and no more than MOST_DRAFTS of them). */
function storedDrafts(): AdvertDraft[] {
  moveSharedDraft();
  const drafts: AdvertDraft[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (!name?.startsWith(NEW_DRAFT_PREFIX)) continue;
      const draft = draftOf(name.slice(NEW_DRAFT_PREFIX.length), readStored(name));
      if (draft && IDEMPOTENCY_KEY_PATTERN.test(draft.idempotencyKey)) drafts.push(draft);
    }
  } catch {
    return [];
  }
  drafts.sort((a, b) => b.savedAt - a.savedAt);
  for (const old of drafts.splice(MOST_DRAFTS)) removeStored(draftName(old.idempotencyKey));
  return drafts;
}

/** The new advert a tab shows: its form key and, when it starts afresh, whether a draft is open elsewhere. */
export interface TabForm {
  idempotencyKey: string;
  draft: AdvertDraft | null;
  /** The tab starts an empty advert because every draft there is is open in another tab. */
  openElsewhere: boolean;
}

type Choice = Omit<TabForm, 'draft'>;
/**
 * Choices under way or made, by the tab's key when asked: a form mounted twice (StrictMode) asks once.
 * One map per document, found by its lock manager (tests give each simulated tab its own).
 */
const choicesByTab = new WeakMap<object, Map<string, Choice | Promise<Choice>>>();
const withoutLocks = {};
function choicesOfThisTab() {
  const tab = tabLocks() ?? withoutLocks;
  let choices = choicesByTab.get(tab);
  if (!choices) {
    choices = new Map();
    choicesByTab.set(tab, choices);
  }
  return choices;
}

/** A key no one has: this tab's from now on, claimed at once. */
async function freshKey(locks: LockManager): Promise<string> {
  const key = writeTabKey(newIdempotencyKey());
  await claimKey(locks, key);
  return key;
}

/**
 * Without Web Locks no tab can tell a draft left behind from one open elsewhere: the tab keeps its own
 * draft, or takes the newest one's fields under its own key, never that draft's key (a send could
 * otherwise be answered with another tab's advert).
 */
function chooseWithoutLocks(own: string, drafts: AdvertDraft[]): Choice {
  const newest = drafts[0];
  if (newest && !drafts.some((draft) => draft.idempotencyKey === own)) {
    writeStored(draftName(own), readStored(draftName(newest.idempotencyKey)) ?? {});
    removeStored(draftName(newest.idempotencyKey));
  }
  return { idempotencyKey: own, openElsewhere: false };
}

async function chooseWithLocks(locks: LockManager, own: string, drafts: AdvertDraft[]): Promise<Choice> {
  const ownDraft = drafts.find((draft) => draft.idempotencyKey === own);
  if (ownDraft && (await claimKey(locks, own, OWN_KEY_WAIT_MS))) return { idempotencyKey: own, openElsewhere: false };
  for (const draft of drafts) {
    if (draft === ownDraft || !(await claimKey(locks, draft.idempotencyKey))) continue;
    return { idempotencyKey: writeTabKey(draft.idempotencyKey), openElsewhere: false };
  }
  // Every draft is open in another tab (this tab's own too, when the tab was duplicated).
  const key = !ownDraft && (await claimKey(locks, own)) ? own : await freshKey(locks);
  return { idempotencyKey: key, openElsewhere: drafts.length > 0 };
}

const withDraft = ({ idempotencyKey, openElsewhere }: Choice): TabForm => {
  const draft = readNewDraft(idempotencyKey);
  return { idempotencyKey, draft, openElsewhere: openElsewhere && !draft };
};

/**
 * Opens this tab's new advert: its own draft, one left behind by a closed tab, or a new one. Answered
 * at once where the browser has no Web Locks; else once the other tabs' claims are known.
 */
export function openTabForm(): TabForm | Promise<TabForm> {
  const own = readTabKey() ?? writeTabKey(newIdempotencyKey());
  const choices = choicesOfThisTab();
  let choice = choices.get(own);
  if (!choice) {
    const locks = tabLocks();
    choice = locks ? chooseWithLocks(locks, own, storedDrafts()) : chooseWithoutLocks(own, storedDrafts());
    choices.set(own, choice);
  }
  return choice instanceof Promise ? choice.then(withDraft) : withDraft(choice);
}

/** The advert was made: its draft and key go, and the tab's next "New advert" starts afresh. */
function finish(key: string) {
  removeStored(draftName(key));
  forgetTabKey(key);
  choicesOfThisTab().clear();
  const locks = tabLocks();
  if (locks) releaseKey(locks, key);
}

/**
 * The server refused the form's key as one that made another advert (422 IDEMPOTENCY_KEY_REUSED):
 * the form takes a new key, its draft with it, so the person's next send posts what they typed.
 */
export function renewTabKey(old: string): string {
  const key = writeTabKey(newIdempotencyKey());
  const draft = readNewDraft(old);
  if (draft) writeDraft(key, draft.values, draft.imageUrls);
  removeStored(draftName(old));
  choicesOfThisTab().clear();
  const locks = tabLocks();
  if (locks) {
    // A key just made is no other tab's: the claim only tells them it is taken.
    void claimKey(locks, key);
    releaseKey(locks, old);
  }
  return key;
}

/** A form that holds nothing a person did (a category chosen at most) keeps no draft. */
const isEmpty = (values: AdvertFormValues, imageUrls: readonly string[]) =>
  fingerprint(values, imageUrls) === fingerprint(emptyValues(values.category), []);

/** The draft of the new advert whose form key is `key`. */
export const newAdvertDraft = (key: string): DraftKeeper => ({
  save: (values, imageUrls) => {
    if (isEmpty(values, imageUrls)) removeStored(draftName(key));
    else writeDraft(key, values, imageUrls);
  },
  clear: () => finish(key),
});
