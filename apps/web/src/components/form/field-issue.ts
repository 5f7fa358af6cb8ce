import { type IssueCode, issueCodeOf } from '@zeng/contract/error-codes';
import type { FieldError } from 'react-hook-form';

/**
 * The issue code behind a field's error from a contract schema (zodResolver keeps the zod issue's
 * code as `type` and its message, which the contract's schemas make an issue code), so a form words
 * it as lib/error-text.ts words the server's refusal of the same field.
 */
export const fieldIssueCode = (error: FieldError): IssueCode =>
  issueCodeOf({ code: error.type, message: error.message });
