import { zodResolver } from '@hookform/resolvers/zod';
import { simSubmissionSchema } from '@zeng/contract/adverts';
import { authenticateRequestSchema } from '@zeng/contract/auth';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldIssueCode } from './field-issue';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

describe('a contract schema as a form resolver', () => {
  it('hands the form the body the server reads: what was typed, parsed', async () => {
    const resolve = zodResolver(authenticateRequestSchema);
    expect(await resolve({ phoneNumber: '+994 (50) 123-45-67' }, undefined, resolverOptions)).toEqual({
      values: { phoneNumber: '994501234567' },
      errors: {},
    });
  });

  it('names each refused field by the issue code the server would answer', async () => {
    const resolve = zodResolver(simSubmissionSchema);
    const typed = { price: 0, districtId: 0, simProviderId: 0, number: '012 345', comment: 'a\u0007' };
    const { errors } = await resolve(typed, undefined, resolverOptions);
    expect(Object.keys(errors)).toEqual(['price', 'districtId', 'comment', 'simProviderId', 'number']);
    const codeOf = (error: FieldError | undefined) => error && fieldIssueCode(error);
    expect(codeOf(errors.price)).toBe('PRICE_OUT_OF_RANGE');
    expect(codeOf(errors.districtId)).toBe('REQUIRED');
    expect(codeOf(errors.comment)).toBe('CONTROL_CHARACTERS');
    expect(codeOf(errors.simProviderId)).toBe('REQUIRED');
    expect(codeOf(errors.number)).toBe('INVALID_SIM_NUMBER');
  });
});
