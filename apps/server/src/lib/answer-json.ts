import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * An answer as its route would send it, for a page that embeds it (first-screen/service.ts): the
 * serializer app.ts sets for every route, compiled for the route's response schema.
 */
export const answerJson = (schema: z.ZodType): ((answer: unknown) => string) =>
  serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' });

/** A JSON object around values that are JSON text already (the answers as their routes wrote them). */
export function jsonAround(fields: Readonly<Record<string, string | undefined>>): string {
  const members = Object.entries(fields).flatMap(([key, value]) =>
    value === undefined ? [] : [`${JSON.stringify(key)}:${value}`],
  );
  return `{${members.join(',')}}`;
}
