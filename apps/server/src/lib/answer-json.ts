import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * An answer as its route would send it, for a page that carries it (pages/page-data.ts): the
 * serializer app.ts sets for every route, compiled for the route's response schema.
 */
export const answerJson = <S extends z.ZodType>(schema: S): ((answer: z.output<S>) => string) =>
  serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' });

/**
 * A contract schema compiled into a serializer (fast-json-stringify) once at start, for the hottest
 * answers (the public lists): checking each one against its zod schema cost more than building it. The
 * compiled function still writes only the schema's fields and throws on a missing one.
 */
export const compiledAnswerJson = (schema: z.ZodType): ((answer: unknown) => string) =>
  // Both libraries type a draft-7 document, differently: fast-json-stringify's wants a `type` at the
  // top, which zod's leaves optional (a union is an `anyOf`); the compiler reads either.
  fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
