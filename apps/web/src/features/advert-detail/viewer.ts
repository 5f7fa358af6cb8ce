import type { AdvertDetail } from '@zeng/contract/adverts';
import { type AdvertPermissions, VISITOR_PERMISSIONS } from '@zeng/contract/permissions';

/**
 * What the server says the caller may do with this advert (the detail's `viewer`): the page never
 * works it out from phone numbers or roles. An answer without it is treated as a visitor's.
 */
export const viewerOf = (advert: AdvertDetail): AdvertPermissions => advert.viewer ?? VISITOR_PERMISSIONS;
