import type { AdvertDetail } from '@zeng/contract/adverts';
import { PRODUCT_CATEGORIES, type ProductCategory, type SellerOption, sellerOptionsIn } from '@zeng/contract/constants';
import { DEFAULT_CONTACT } from '@zeng/contract/contact';
import { BOX_CONTENTS, type BoxContent, DEFECTS, type Defect } from '@zeng/contract/device-condition';
import { formatPhoneNational } from '@zeng/contract/phone';
import { isRecord, keysOf } from '@zeng/contract/typed';

/**
 * Everything the form holds, as the inputs hold it: choices are the option values ('' for none),
 * numbers stay text until the submission is built, so a half-typed price or number survives a
 * reload of the draft exactly as typed. Fields of the other categories are kept while switching.
 */
export interface AdvertFormValues {
  category: ProductCategory;
  price: string;
  districtId: string;
  brandId: string;
  modelId: string;
  color: string;
  condition: string;
  storageId: string;
  ramId: string;
  simType: string;
  /** A device's condition (issue 37): its grade, then what the grade leaves to say. */
  grade: string;
  batteryHealth: string;
  defects: Defect[];
  accountLocked: boolean;
  inBox: BoxContent[];
  warrantyMonths: string;
  imei: string;
  /** 'yes', 'no' or '' (not said). */
  imeiRegistered: string;
  simProviderId: string;
  number: string;
  name: string;
  accessoryType: string;
  comment: string;
  /** The ticked seller options, in the order they were ticked. */
  sellerOptions: SellerOption[];
  /** How buyers reach the seller (contract CONTACT_CHANNELS). */
  contactBy: string;
  terms: boolean;
}

/** A place a failure can point at: one of the values, or the photos. */
export type FormField = Exclude<keyof AdvertFormValues, 'category'> | 'photos';

export const emptyValues = (category: ProductCategory = 'phone'): AdvertFormValues => ({
  category,
  price: '',
  districtId: '',
  brandId: '',
  modelId: '',
  color: '',
  condition: '',
  storageId: '',
  ramId: '',
  simType: '',
  grade: '',
  batteryHealth: '',
  defects: [],
  accountLocked: false,
  inBox: [],
  warrantyMonths: '',
  imei: '',
  imeiRegistered: '',
  simProviderId: '',
  number: '',
  name: '',
  accessoryType: '',
  comment: '',
  sellerOptions: [],
  contactBy: DEFAULT_CONTACT,
  terms: false,
});

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form prefilled with a saved advert (edit mode), which does not ask for the terms again. */
export function valuesFromAdvert(advert: AdvertDetail): AdvertFormValues {
  const base = {
    ...emptyValues(advert.category),
    price: text(advert.price),
    districtId: text(advert.district.id),
    comment: advert.comment,
    sellerOptions: [...advert.sellerOptions],
    contactBy: advert.contactBy,
  };
  switch (advert.category) {
    case 'phone':
    case 'tablet':
      return {
        ...base,
        brandId: text(advert.brand.id),
        modelId: text(advert.model.id),
        color: advert.color,
        storageId: text(advert.mainMemory?.id),
        ramId: text(advert.ram?.id),
        simType: text(advert.simType),
        grade: advert.grade,
        // A sealed device's 100 is the grade's, not the seller's figure.
        batteryHealth: advert.grade === 'new_sealed' ? '' : text(advert.batteryHealth),
        defects: [...advert.defects],
        accountLocked: advert.accountLocked,
        inBox: [...advert.inBox],
        warrantyMonths: text(advert.warrantyMonths),
        // The owner's answer holds the whole IMEI.
        imei: advert.imei ?? '',
        imeiRegistered: advert.imeiRegistered === null ? '' : advert.imeiRegistered ? 'yes' : 'no',
      };
    case 'sim':
      return { ...base, simProviderId: text(advert.simProvider.id), number: formatPhoneNational(advert.number) };
    case 'accessory':
      return { ...base, name: advert.name, accessoryType: advert.accessoryType, condition: advert.condition };
  }
}

/** Values read back from storage: only known keys of the right type, anything else is the default. */
export function sanitizeValues(raw: unknown): AdvertFormValues {
  const values = emptyValues();
  if (!isRecord(raw)) return values;
  const category = PRODUCT_CATEGORIES.find((c) => c === raw.category);
  if (category) values.category = category;
  for (const key of keysOf(values)) {
    if (key === 'category') continue;
    const value = raw[key];
    const list = Array.isArray(value) ? value : [];
    if (key === 'sellerOptions') values.sellerOptions = sellerOptionsIn(list);
    else if (key === 'defects') values.defects = DEFECTS.filter((defect) => list.includes(defect));
    else if (key === 'inBox') values.inBox = BOX_CONTENTS.filter((item) => list.includes(item));
    else if (key === 'terms' || key === 'accountLocked') values[key] = value === true;
    else if (typeof value === 'string') values[key] = value;
  }
  return values;
}
