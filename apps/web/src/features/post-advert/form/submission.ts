import { sellerOptionsIn } from '@zeng/contract/constants';
import type { Component } from '@zeng/contract/lookups';
import type { AdvertFormValues, FormField } from './advert-form-values';

export interface SubmissionContext {
  /** null for a new advert; the advert's id when editing it. */
  id: number | null;
  imageUrls: string[];
  storage: readonly Component[];
  ram: readonly Component[];
}

/** The price as a number (NaN when it is not one), or null when nothing is typed. "1 250" is 1250. */
export function parsePrice(price: string): number | null {
  const compact = price.replace(/\s/g, '').replace(',', '.');
  return compact === '' ? null : Number(compact);
}

const idOf = (value: string) => (value === '' ? undefined : Number(value));
/** A typed whole number (NaN when it is not one, which the schema names), or null when nothing is typed. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The whole component is sent ({id, type, capacity}); the server reads its id. */
function component(value: string, list: readonly Component[], type: Component['type']) {
  const id = idOf(value);
  if (id === undefined) return undefined;
  const known = list.find((c) => c.id === id);
  return known ? { id, type: known.type, capacity: known.capacity } : { id, type };
}

/**
 * The contract's submission payload for the chosen category, as typed; fields of other categories and
 * empty optional ones are left out. The form's schema (advert-form-schema.ts) checks it by the contract.
 */
export function buildSubmission(values: AdvertFormValues, context: SubmissionContext): Record<string, unknown> {
  const common = {
    id: context.id,
    price: parsePrice(values.price) ?? undefined,
    districtId: idOf(values.districtId),
    comment: values.comment,
    // In their own order, every time: an edit that unticks them all says so.
    sellerOptions: sellerOptionsIn(values.sellerOptions),
    contactBy: values.contactBy,
  };
  switch (values.category) {
    case 'phone':
    case 'tablet':
      return {
        ...common,
        imageUrls: context.imageUrls,
        brandId: idOf(values.brandId),
        modelId: idOf(values.modelId),
        color: values.color,
        mainMemory: component(values.storageId, context.storage, 'STORAGE'),
        ram: component(values.ramId, context.ram, 'RAM'),
        ...(values.simType ? { simType: values.simType } : {}),
        // The grade says whether it is new (SPEC.md's condition is the server's to derive).
        grade: values.grade || undefined,
        // A sealed device's battery is as made: the field is not asked.
        batteryHealth: values.grade === 'new_sealed' ? null : numberOrNull(values.batteryHealth),
        defects: values.grade === 'new_sealed' ? [] : values.defects,
        accountLocked: values.accountLocked,
        inBox: values.inBox,
        warrantyMonths: numberOrNull(values.warrantyMonths),
        imei: values.imei.trim() || null,
        imeiRegistered: values.imeiRegistered === '' ? null : values.imeiRegistered === 'yes',
      };
    case 'sim':
      return { ...common, simProviderId: idOf(values.simProviderId), number: values.number };
    case 'accessory':
      return {
        ...common,
        imageUrls: context.imageUrls,
        name: values.name,
        type: values.accessoryType,
        condition: values.condition,
      };
  }
}

const FIELD_OF_PATH: Record<string, FormField> = {
  terms: 'terms',
  price: 'price',
  districtId: 'districtId',
  sellerOptions: 'sellerOptions',
  contactBy: 'contactBy',
  comment: 'comment',
  imageUrls: 'photos',
  brandId: 'brandId',
  modelId: 'modelId',
  color: 'color',
  condition: 'condition',
  grade: 'grade',
  batteryHealth: 'batteryHealth',
  defects: 'defects',
  accountLocked: 'accountLocked',
  inBox: 'inBox',
  warrantyMonths: 'warrantyMonths',
  imei: 'imei',
  imeiRegistered: 'imeiRegistered',
  mainMemory: 'storageId',
  ram: 'ramId',
  simType: 'simType',
  simProviderId: 'simProviderId',
  number: 'number',
  name: 'name',
  type: 'accessoryType',
};

/** The form field a refused path of the submission ("mainMemory.id", "imageUrls.2") belongs to, if any. */
export function fieldOfPath(path: string): FormField | null {
  return FIELD_OF_PATH[path.split('.')[0] ?? ''] ?? null;
}

/** The photo a refused "imageUrls.N" path names, if it does. */
export function photoIndexOfPath(path: string): number | null {
  const match = /^imageUrls\.(\d+)$/.exec(path);
  return match ? Number(match[1]) : null;
}
