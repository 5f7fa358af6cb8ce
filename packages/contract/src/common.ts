import { z } from 'zod';

/** A positive integer id in a path or query string ("12"). */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive number' })
  .max(2_147_483_647, { error: 'is too large' });

/** "1,2,3" or repeated parameters → [1, 2, 3]. */
export const idListParam = z
  .preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
      return parts.map((p) => p.trim()).filter((p) => p !== '');
    },
    z.array(idParam).max(50, { error: 'at most 50 ids' }),
  )
  .optional();

export const isoDate = z.string().describe('ISO 8601 date and time');
