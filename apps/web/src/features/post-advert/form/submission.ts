import { submissionSchemas } from '@zeng/contract/adverts';
import { type ErrorIssue, issueCodeOf } from '@zeng/contract/error-codes';
import type { Component } from '@zeng/contract/lookups';
import type { AdvertFormValues, FormField } from './advert-form-values';
import { parsePrice } from './first-failure';

export interface SubmissionContext {
  /** null for a new advert; the advert's id when editing it. */
  id: number | null;
  imageUrls: string[];
  storage: readonly Component[];
  ram: readonly Component[];
}

const idOf = (value: string) => (value === '' ? undefined : Number(value));

/** The whole component is sent ({id, type, capacity}); the server reads its id. */
function component(value: string, list: readonly Component[], type: Component['type']) {
  const id = idOf(value);
  if (id === undefined) return undefined;
  const known = list.find((c) => c.id === id);
  return known ? { id, type: known.type, capacity: known.capacity } : { id, type };
}

/**
 * The contract's submission payload for the chosen category, as typed; fields of other categories and
 * empty optional ones are left out. checkSubmission tells whether the contract accepts it.
 */
export function buildSubmission(values: AdvertFormValues, context: SubmissionContext): Record<string, unknown> {
  const common = {
    id: context.id,
    price: parsePrice(values.price) ?? undefined,
    districtId: idOf(values.districtId),
    comment: values.comment,
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
        condition: values.condition,
        mainMemory: component(values.storageId, context.storage, 'STORAGE'),
        ram: component(values.ramId, context.ram, 'RAM'),
        ...(values.simType ? { simType: values.simType } : {}),
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

export type CheckedSubmission = { ok: true; payload: unknown } | { ok: false; issue: ErrorIssue };

/**
 * The contract's own schema has the last word before sending (control characters, lengths, the
 * number normalised to 994XXXXXXXXX): what the server would refuse is refused here, field by field.
 */
export function checkSubmission(category: AdvertFormValues['category'], payload: unknown): CheckedSubmission {
  const result = submissionSchemas[category].safeParse(payload);
  if (result.success) return { ok: true, payload: result.data };
  const [first] = result.error.issues;
  return {
    ok: false,
    issue: { path: (first?.path ?? []).map(String).join('.'), code: first ? issueCodeOf(first) : 'INVALID' },
  };
}

const FIELD_OF_PATH: Record<string, FormField> = {
  price: 'price',
  districtId: 'districtId',
  comment: 'comment',
  imageUrls: 'photos',
  brandId: 'brandId',
  modelId: 'modelId',
  color: 'color',
  condition: 'condition',
  mainMemory: 'storageId',
  ram: 'ramId',
  simType: 'simType',
  simProviderId: 'simProviderId',
  number: 'number',
  name: 'name',
  type: 'accessoryType',
};

/** The form field a refused path ("mainMemory.id", "imageUrls.2") belongs to, if any. */
export function fieldOfPath(path: string): FormField | null {
  return FIELD_OF_PATH[path.split('.')[0] ?? ''] ?? null;
}

/** The photo a refused "imageUrls.N" path names, if it does. */
export function photoIndexOfPath(path: string): number | null {
  const match = /^imageUrls\.(\d+)$/.exec(path);
  return match ? Number(match[1]) : null;
}
