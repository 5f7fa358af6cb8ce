import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

export { ERROR_CODES, type ErrorCode, isErrorResponse } from './error-codes.js';

/** Every failure answers this shape, whatever went wrong. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
