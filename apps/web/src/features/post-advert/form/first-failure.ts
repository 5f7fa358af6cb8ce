import { priceField, simNumberField } from '@zeng/contract/adverts';
import { visibleText } from '@zeng/contract/visible-text';
import type { AdvertFormValues, FormField } from './advert-form-values';

/** The key of a message in post.json `alerts`. */
export type AlertKey =
  | 'acceptTermsAlert'
  | 'uploadImageAlert'
  | 'enterPriceAlert'
  | 'priceRangeAlert'
  | 'selectDistrictAlert'
  | 'selectBrandAlert'
  | 'selectModelAlert'
  | 'selectColorAlert'
  | 'selectUsageAlert'
  | 'selectStorageAlert'
  | 'selectRamAlert'
  | 'selectSimTypeAlert'
  | 'selectProviderAlert'
  | 'enterSimNumberAlert'
  | 'invalidSimNumberAlert'
  | 'enterAccessoryNameAlert'
  | 'selectAccessoryTypeAlert';

export interface Failure {
  field: FormField;
  alert: AlertKey;
}

/** The price as a number (NaN when it is not one), or null when nothing is typed. "1 250" is 1250. */
export function parsePrice(price: string): number | null {
  const compact = price.replace(/\s/g, '').replace(',', '.');
  return compact === '' ? null : Number(compact);
}

const blank = (value: string) => value.trim() === '';

type Check = [FormField, AlertKey, (values: AdvertFormValues) => boolean];

/** Per category, after price and district (docs/product.md, "Posting and editing"). */
const DEVICE: Check[] = [
  ['brandId', 'selectBrandAlert', (v) => blank(v.brandId)],
  ['modelId', 'selectModelAlert', (v) => blank(v.modelId)],
  ['color', 'selectColorAlert', (v) => blank(v.color)],
  ['condition', 'selectUsageAlert', (v) => blank(v.condition)],
  ['storageId', 'selectStorageAlert', (v) => blank(v.storageId)],
  ['ramId', 'selectRamAlert', (v) => blank(v.ramId)],
];
const BY_CATEGORY: Record<AdvertFormValues['category'], Check[]> = {
  phone: [...DEVICE, ['simType', 'selectSimTypeAlert', (v) => blank(v.simType)]],
  tablet: DEVICE,
  sim: [
    ['simProviderId', 'selectProviderAlert', (v) => blank(v.simProviderId)],
    ['number', 'enterSimNumberAlert', (v) => blank(v.number)],
    // Caught here rather than by the server: the number must be an Azerbaijani mobile number.
    ['number', 'invalidSimNumberAlert', (v) => !simNumberField.safeParse(v.number).success],
  ],
  accessory: [
    // The contract's rule for free text: a name of nothing visible (zero-width characters) is blank.
    ['name', 'enterAccessoryNameAlert', (v) => visibleText(v.name) === ''],
    ['accessoryType', 'selectAccessoryTypeAlert', (v) => blank(v.accessoryType)],
    ['condition', 'selectUsageAlert', (v) => blank(v.condition)],
  ],
};

/**
 * The first rule the form breaks, in the exact order of docs/product.md: terms; at least one
 * photo for everything but SIM numbers (photos already on an edited advert count); price entered
 * and within 1 – 10 000 000 whole manat (never sent as 0); district; then the category's fields.
 */
export function firstFailure(values: AdvertFormValues, imageCount: number): Failure | null {
  const price = parsePrice(values.price);
  const checks: Check[] = [
    ['terms', 'acceptTermsAlert', (v) => !v.terms],
    ['photos', 'uploadImageAlert', (v) => v.category !== 'sim' && imageCount === 0],
    ['price', 'enterPriceAlert', () => price === null],
    ['price', 'priceRangeAlert', () => !priceField.safeParse(price).success],
    ['districtId', 'selectDistrictAlert', (v) => blank(v.districtId)],
    ...BY_CATEGORY[values.category],
  ];
  const failed = checks.find(([, , fails]) => fails(values));
  return failed ? { field: failed[0], alert: failed[1] } : null;
}
