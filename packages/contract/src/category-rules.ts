import type { ProductCategory } from './constants.js';

/** A device's fields, in the form's order (docs/product.md, "Posting and editing"). */
const DEVICE_FIELDS = [
  'brandId',
  'modelId',
  'color',
  'simType',
  'mainMemory',
  'ram',
  'grade',
  'accountLocked',
  'batteryHealth',
  'defects',
  'inBox',
  'warrantyMonths',
  'imei',
  'imeiRegistered',
] as const;

/**
 * What sets each category's advert apart, in one place: the posting form's order and photos, the
 * posting service's checks, the mappers and the test data read it. A device's brands come from its
 * own list (a phone brand cannot sell a tablet); a SIM number shows its provider's logo instead of photos.
 */
export const CATEGORY_RULES = {
  phone: { photos: true, brands: 'PHONE', fields: DEVICE_FIELDS },
  tablet: { photos: true, brands: 'TABLET', fields: DEVICE_FIELDS },
  sim: { photos: false, brands: null, fields: ['simProviderId', 'number'] },
  accessory: { photos: true, brands: null, fields: ['name', 'type', 'condition'] },
} as const satisfies {
  [C in ProductCategory]: {
    /** Photos are asked for, and the advert shows them. */
    photos: boolean;
    /** The brand list its brand and model come from, or null when it has none. */
    brands: 'PHONE' | 'TABLET' | null;
    /** The submission's own fields after price and district, in the order the form asks for them. */
    fields: readonly string[];
  };
};

export type CategoryRules = typeof CATEGORY_RULES;
/** The categories whose adverts are devices with a brand and a model. */
export type DeviceCategory = {
  [C in ProductCategory]: CategoryRules[C]['brands'] extends null ? never : C;
}[ProductCategory];
export const isDevice = (category: ProductCategory): category is DeviceCategory =>
  CATEGORY_RULES[category].brands !== null;
