import { z } from 'zod';
import { ERROR_CODES, ISSUE_CODES } from './error-codes.js';

export { isErrorResponse } from './error-answer.js';

export {
  ERROR_CODES,
  type ErrorAnswer,
  type ErrorCode,
  type ErrorIssue,
  type ErrorParams,
  ISSUE_CODES,
  type IssueCode,
  isIssueCode,
  issueCodeOf,
} from './error-codes.js';

/** Every failure answers this shape, whatever went wrong. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  issues: z.array(z.object({ path: z.string(), code: z.enum(ISSUE_CODES) })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
