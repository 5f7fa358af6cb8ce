import { z } from 'zod';
import { MAX_FILTER_IDS, MAX_ID } from './constants.js';

/** A positive integer id in a path or query string ("12"). */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive number' })
  .max(MAX_ID, { error: 'is too large' });

/** "1,2,3" or repeated parameters → [1, 2, 3], at most `max` of them. */
export const idList = (max: number) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
      return parts.map((p) => p.trim()).filter((p) => p !== '');
    },
    z.array(idParam).max(max, { error: `at most ${max} ids` }),
  );

export const idListParam = idList(MAX_FILTER_IDS).optional();

export const isoDate = z.string().describe('ISO 8601 date and time');
