import * as adverts from '@zeng/contract/endpoints/adverts';
import * as api from '@zeng/contract/endpoints/notifications';
import type { LikedEntry } from '@zeng/contract/liked-list';
import type { CardAdvert } from '../components/advert-card/card-advert';
import { toCard } from './adverts-query';
import { call } from './api-client';
import { getLiked, replaceLiked, whenToggled } from './liked';
import { isSignedIn } from './session';

/**
 * A signed-in person's liked adverts follow the account (issue 38): each like and unlike is sent as it
 * happens, the device's list joins the account's at sign-in, and the liked page shows the account's
 * list. Fetched with a signed-in person's notification bell, sign-in and liked page: a visitor's list
 * stays on the device (lib/liked.ts) and this code never reaches their page.
 */

/** Sends one like or unlike; a failure leaves the device's list as the person left it. */
async function sendLikeChange(id: number, liked: boolean): Promise<void> {
  const options = { stayWhenSignedOut: true };
  await (liked
    ? call(api.likeAdvert, { params: { id } }, options)
    : call(api.unlikeAdvert, { params: { id } }, options)
  ).catch(() => undefined);
}

/** From now on, while someone is signed in here, each like and unlike goes to their account too. */
export function followAccountLikes(): void {
  whenToggled((id, liked) => {
    if (isSignedIn()) void sendLikeChange(id, liked);
  });
}

/**
 * The device holds the account's list, in its order: cards already on the device are kept as they
 * are, the others fetched (one call); an advert no longer shown that the device never held is left out.
 */
async function adopt(entries: readonly LikedEntry[]): Promise<void> {
  const held = new Map(getLiked().map((card) => [card.id, card]));
  const missing = entries.map((entry) => entry.id).filter((id) => !held.has(id));
  const fetched = new Map<number, CardAdvert>();
  if (missing.length > 0) {
    const batch = await call(adverts.advertBatch, { query: { ids: missing } });
    for (const entry of batch.adverts) if (entry.available) fetched.set(entry.id, toCard(entry.advert));
  }
  replaceLiked(entries.flatMap((entry) => held.get(entry.id) ?? fetched.get(entry.id) ?? []));
}

/** At sign-in: the device's list joins the account's, and the device then shows the account's. */
export async function mergeLikedAtSignIn(): Promise<void> {
  const ids = getLiked().map((card) => card.id);
  const merged = await call(api.mergeLiked, { body: { ids } }, { stayWhenSignedOut: true });
  await adopt(merged.liked);
}

/** The liked page of a signed-in person: the account's list, as another device may have changed it. */
export async function syncLikedFromAccount(): Promise<void> {
  const { liked } = await call(api.likedList, {}, { stayWhenSignedOut: true });
  await adopt(liked);
}
