import { stringFieldsAcceptingControl } from '@zeng/contract/text-fields';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The zod validator of every route's query string, parameters, headers and body, which first makes
 * sure each string field of the schema was built with text() (@zeng/contract/text): a route whose
 * field would let a NUL through to the database stops the server at start, so no new field can
 * forget the rule.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const open = stringFieldsAcceptingControl(route.schema);
  if (open.length > 0) {
    throw new Error(
      `${route.method} ${route.url} (${route.httpPart}): ${open.map((f) => f || 'the value').join(', ')} ` +
        'would accept control characters; build string fields with text() from @zeng/contract/text',
    );
  }
  return validatorCompiler(route);
};
