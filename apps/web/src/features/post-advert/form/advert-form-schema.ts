import {
  accessorySubmissionSchema,
  deviceConditionRule,
  phoneSubmissionFields,
  simSubmissionSchema,
  tabletSubmissionFields,
} from '@zeng/contract/adverts';
import { z } from 'zod';
import type { AdvertFormValues } from './advert-form-values';
import { buildSubmission, type SubmissionContext } from './submission';

/**
 * The form's own rule: a new advert's terms are accepted when it is sent. An edit's were, when it was
 * posted: it does not ask again. They are not sent.
 */
const terms = { new: z.literal(true, { error: 'REQUIRED' }), edit: z.boolean() };

/** Each category's submission as the contract checks it, with the terms beside it, answered without them. */
const checkedAdvert = (accepted: (typeof terms)[keyof typeof terms]) =>
  z
    .discriminatedUnion('category', [
      // A device's fields are extended before its condition's rule is added: zod extends no refined object.
      phoneSubmissionFields
        .extend({ category: z.literal('phone'), terms: accepted })
        .superRefine(...deviceConditionRule),
      tabletSubmissionFields
        .extend({ category: z.literal('tablet'), terms: accepted })
        .superRefine(...deviceConditionRule),
      simSubmissionSchema.extend({ category: z.literal('sim'), terms: accepted }),
      accessorySubmissionSchema.extend({ category: z.literal('accessory'), terms: accepted }),
    ])
    .transform(({ category, terms: _accepted, ...payload }) => ({ category, payload }));

const checkedNew = checkedAdvert(terms.new);
const checkedEdit = checkedAdvert(terms.edit);

/**
 * The posting form's schema (its resolver's): what the inputs hold is read into the contract's
 * submission of the chosen category (buildSubmission) and checked by it, so the form refuses what the
 * server would. Its answer is the category and the payload to send. A refusal names the submission's
 * path (mainMemory, imageUrls.2); fieldOfPath tells the form's field.
 */
export const advertFormSchema = (context: SubmissionContext) =>
  z
    .custom<AdvertFormValues>()
    .transform((values) => ({ category: values.category, terms: values.terms, ...buildSubmission(values, context) }))
    .pipe(context.id === null ? checkedNew : checkedEdit);
