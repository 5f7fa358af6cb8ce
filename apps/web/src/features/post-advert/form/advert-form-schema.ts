import {
  accessorySubmissionSchema,
  phoneSubmissionSchema,
  simSubmissionSchema,
  tabletSubmissionSchema,
} from '@zeng/contract/adverts';
import { z } from 'zod';
import type { AdvertFormValues } from './advert-form-values';
import { buildSubmission, type SubmissionContext } from './submission';

/** The form's own rule: the terms are accepted on every submit. They are not sent. */
const terms = z.literal(true, { error: 'REQUIRED' });

/** Each category's submission as the contract checks it, with the terms beside it. */
const checkedAdvert = z
  .discriminatedUnion('category', [
    phoneSubmissionSchema.extend({ category: z.literal('phone'), terms }),
    tabletSubmissionSchema.extend({ category: z.literal('tablet'), terms }),
    simSubmissionSchema.extend({ category: z.literal('sim'), terms }),
    accessorySubmissionSchema.extend({ category: z.literal('accessory'), terms }),
  ])
  .transform(({ category, terms: _accepted, ...payload }) => ({ category, payload }));

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
    .pipe(checkedAdvert);
