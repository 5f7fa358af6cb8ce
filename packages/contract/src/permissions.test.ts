import { describe, expect, it } from 'vitest';
import { advertPermissions, canModerate, VISITOR_PERMISSIONS } from './permissions.js';

describe('advert permissions', () => {
  const owner = { id: 7, role: 'USER' as const };
  const stranger = { id: 8, role: 'USER' as const };
  const moderator = { id: 9, role: 'MODERATOR' as const };
  const admin = { id: 10, role: 'ADMIN' as const };

  it('an owner edits, marks sold and removes their advert, and renews it only once it has expired', () => {
    expect(advertPermissions(owner, { ownerId: 7, state: 'APPROVED' })).toEqual({
      isOwner: true,
      canEdit: true,
      canRemove: true,
      canRenew: false,
      canMarkSold: true,
      canModerate: false,
    });
    expect(advertPermissions(owner, { ownerId: 7, state: 'EXPIRED' })).toMatchObject({
      canRenew: true,
      canMarkSold: false,
    });
    // A sold advert ended for good (issue 37): nothing to renew, nothing to sell again.
    expect(advertPermissions(owner, { ownerId: 7, state: 'EXPIRED', sold: true })).toMatchObject({
      canRenew: false,
      canMarkSold: false,
    });
    expect(advertPermissions(owner, { ownerId: 7, state: 'PENDING' }).canMarkSold).toBe(false);
  });

  it('another user and a visitor may do nothing with it', () => {
    expect(advertPermissions(stranger, { ownerId: 7, state: 'APPROVED' })).toEqual(VISITOR_PERMISSIONS);
    expect(advertPermissions(null, { ownerId: 7, state: 'APPROVED' })).toEqual(VISITOR_PERMISSIONS);
  });

  it('a moderator decides pending adverts but removes none; an administrator removes any', () => {
    expect(advertPermissions(moderator, { ownerId: 7, state: 'PENDING' })).toMatchObject({
      canModerate: true,
      canRemove: false,
      canEdit: false,
    });
    expect(advertPermissions(moderator, { ownerId: 7, state: 'APPROVED' }).canModerate).toBe(false);
    expect(advertPermissions(admin, { ownerId: 7, state: 'APPROVED' })).toMatchObject({
      canRemove: true,
      canEdit: false,
    });
  });

  it('only moderators and administrators moderate', () => {
    expect([null, owner, moderator, admin].map(canModerate)).toEqual([false, false, true, true]);
  });
});
