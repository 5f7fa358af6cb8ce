import type { AccessoryDetail, PhoneDetail, SimDetail } from '@zeng/contract/adverts';
import type { SellerOption } from '@zeng/contract/constants';
import { type AdvertPermissions, VISITOR_PERMISSIONS } from '@zeng/contract/permissions';

/** A phone as the listing calls answer it. */
export const phoneListItem = (id: number, price = 100 * id) => ({
  category: 'phone' as const,
  id,
  imageUrls: [`/uploads/p${id}-thumb.webp`],
  price,
  brand: { name: 'Apple' },
  model: { name: `iPhone ${id}` },
  ram: { capacity: '8GB' },
  mainMemory: { capacity: '256GB' },
  condition: 'used',
  grade: 'good' as const,
  batteryHealth: 88 as number | null,
  district: { name: 'Baku' },
  dateCreated: '2026-01-10T10:00:00Z',
  sellerOptions: [] as SellerOption[],
  goodPrice: false,
});

const PROVIDERS = {
  Azercell: { id: 1, name: 'Azercell', imageUrl: '/media/providers/azercell.svg' },
  Bakcell: { id: 2, name: 'Bakcell', imageUrl: '/media/providers/bakcell.svg' },
} as const;

/** A SIM number as the listing calls answer it. */
export const simListItem = (
  id: number,
  number: string,
  options: { price: number; provider: keyof typeof PROVIDERS; district: string; dateCreated: string },
) => ({
  category: 'sim' as const,
  id,
  number,
  price: options.price,
  simProvider: PROVIDERS[options.provider],
  district: { name: options.district },
  dateCreated: options.dateCreated,
  sellerOptions: [] as SellerOption[],
});

/** What a detail answer tells a visitor they may do: look, like and call. */
export const VISITOR_VIEWER: AdvertPermissions = VISITOR_PERMISSIONS;

/** What it tells the seller of a live advert. */
export const OWNER_VIEWER: AdvertPermissions = {
  isOwner: true,
  canEdit: true,
  canRemove: true,
  canRenew: false,
  canMarkSold: false,
  canModerate: false,
};

export const seller = { id: 7, firstName: 'Aysel', lastName: 'Quliyeva' };
/** The seller's number: revealed on a tap (POST /{category}/{id}/contact), never in an advert's answer. */
export const SELLER_PHONE = '994501234567';

/** Detail answers as a visitor receives them; spread and override `viewer`, `state` for other callers. */
export const phoneDetail: PhoneDetail = {
  category: 'phone',
  id: 42,
  price: 1250,
  comment: 'Battery 91 %, box and charger included.',
  district: { id: 7, name: 'Baku' },
  dateCreated: '2026-03-10T10:15:00.000Z',
  sellerOptions: [],
  user: seller,
  contactBy: 'calls',
  soldAt: null,
  viewer: VISITOR_VIEWER,
  imageUrls: ['/uploads/a-large.webp', '/uploads/b-large.webp', '/uploads/c-large.webp'],
  brand: { id: 1, name: 'Apple' },
  model: { id: 10001, name: 'iPhone 13' },
  color: 'Rose Gold',
  mainMemory: { id: 5, type: 'STORAGE', capacity: '128GB' },
  ram: { id: 26, type: 'RAM', capacity: '8GB' },
  simType: 'DUAL SIM',
  condition: 'used',
  grade: 'good',
  batteryHealth: 91,
  defects: ['body_scratches'],
  accountLocked: false,
  inBox: ['box', 'charger'],
  warrantyMonths: null,
  imei: '35391110•••••••',
  imeiRegistered: true,
  priceGuide: null,
};

/** A valid IMEI (its last digit is the Luhn check digit of the first 14). */
export const WHOLE_IMEI = '353911101234566';

export const simDetail: SimDetail = {
  category: 'sim',
  id: 7,
  price: 300,
  comment: '',
  district: { id: 13, name: 'Ganja' },
  dateCreated: '2026-03-10T10:15:00.000Z',
  sellerOptions: [],
  user: seller,
  contactBy: 'calls',
  soldAt: null,
  viewer: VISITOR_VIEWER,
  number: '994501112233',
  simProvider: { id: 1, name: 'Azercell', imageUrl: '/media/providers/azercell.svg' },
};

export const accessoryDetail: AccessoryDetail = {
  category: 'accessory',
  id: 9,
  price: 45,
  comment: 'Never opened.',
  district: { id: 7, name: 'Baku' },
  dateCreated: '2026-03-10T10:15:00.000Z',
  sellerOptions: [],
  user: seller,
  contactBy: 'calls',
  soldAt: null,
  viewer: VISITOR_VIEWER,
  name: 'AirPods Pro 2',
  accessoryType: 'HEADPHONES',
  imageUrls: ['/uploads/h-large.webp'],
  condition: 'new',
};

/** What only the owner's list answers (GET /auth/adverts) add to a listing item. */
export const ownFields = (
  state: 'APPROVED' | 'PENDING' | 'REJECTED' | 'EXPIRED' = 'APPROVED',
  extra: { rejectionReason?: string | null; expiresAt?: string | null; soldAt?: string | null } = {},
) => ({
  state,
  rejectionReason: extra.rejectionReason ?? null,
  expiresAt: extra.expiresAt ?? (state === 'APPROVED' || state === 'EXPIRED' ? '2026-04-10T10:00:00.000Z' : null),
  soldAt: extra.soldAt ?? null,
});
