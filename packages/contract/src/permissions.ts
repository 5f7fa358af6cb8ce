import type { AdvertState, UserGroup } from './constants.js';

/**
 * Who may do what with adverts: the one place both the server (which enforces it) and the web app
 * (which only hides what would be refused) read. No screen compares phone numbers or role names.
 */

export interface Actor {
  id: number;
  role: UserGroup;
}

/** Moderators and administrators list, approve and reject pending adverts. */
export function canModerate(actor: Pick<Actor, 'role'> | null | undefined): boolean {
  return actor?.role === 'MODERATOR' || actor?.role === 'ADMIN';
}

/** Administrators may remove any advert (docs/product.md, "Who uses it"); owners remove their own. */
export function canRemoveAny(actor: Pick<Actor, 'role'> | null | undefined): boolean {
  return actor?.role === 'ADMIN';
}

/** What the caller of an advert's detail may do with it; the detail answer carries it as `viewer`. */
export interface AdvertPermissions {
  isOwner: boolean;
  canEdit: boolean;
  canRemove: boolean;
  /** An owner renews an expired advert for another 30 days, without review (not one they sold). */
  canRenew: boolean;
  /** An owner marks a shown advert sold, which ends it (issue 37). */
  canMarkSold: boolean;
  canModerate: boolean;
}

export function advertPermissions(
  actor: Actor | null | undefined,
  advert: { ownerId: number; state: AdvertState; sold?: boolean },
): AdvertPermissions {
  const isOwner = actor != null && actor.id === advert.ownerId;
  return {
    isOwner,
    canEdit: isOwner,
    canRemove: isOwner || canRemoveAny(actor),
    canRenew: isOwner && advert.state === 'EXPIRED' && !advert.sold,
    canMarkSold: isOwner && advert.state === 'APPROVED',
    canModerate: canModerate(actor) && advert.state === 'PENDING',
  };
}

/** A visitor's view: nothing but looking, liking and calling. */
export const VISITOR_PERMISSIONS: AdvertPermissions = {
  isOwner: false,
  canEdit: false,
  canRemove: false,
  canRenew: false,
  canMarkSold: false,
  canModerate: false,
};
