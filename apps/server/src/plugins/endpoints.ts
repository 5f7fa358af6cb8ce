import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { type ByCategory, ENDPOINT_SCHEMAS, type EndpointSchemas } from '@zeng/contract/endpoint-schemas';
import { type Access, ENDPOINTS, type EndpointName } from '@zeng/contract/endpoints';
import { entriesOf, keysOf } from '@zeng/contract/typed';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { EndpointGroup, Implementation, RouteExtras } from '../lib/endpoint-handlers.js';
import { languageFromHeader } from '../lib/language.js';
import { optionalUser, requireRole, requireUser, sessionIdOf } from './authenticate.js';

/**
 * Checked before the request's parts are validated: a stranger learns 401 or 403, not what a valid
 * body looks like.
 */
const GUARDS: Record<Access, preValidationAsyncHookHandler | undefined> = {
  anyone: undefined,
  optional: optionalUser,
  user: requireUser,
  moderator: requireRole('MODERATOR', 'ADMIN'),
};
const BEARER = [{ bearer: [] }];

type AnySchemas = Omit<EndpointSchemas, 'tags' | 'body' | 'answers'> & {
  tags?: readonly string[];
  body?: z.ZodType | ByCategory<Record<ProductCategory, z.ZodType>>;
  answers: { 200: z.ZodType | ByCategory<Record<ProductCategory, z.ZodType>> };
};
/** What a handler is given, before the typecheck's view of it (lib/endpoint-handlers.ts). */
type AnyHandler = (call: Record<string, unknown>) => Promise<unknown>;

/** A module's group as the registrar reads it: some calls of the table, each with its implementation. */
type SomeEndpointGroup = Omit<EndpointGroup, 'handlers'> & {
  handlers: { [N in EndpointName]?: Implementation<N> };
};

/** A call's schema for one category's route; a schema by category on a call without one is the table's mistake. */
function pick(
  schema: z.ZodType | ByCategory<Record<ProductCategory, z.ZodType>> | undefined,
  category: ProductCategory | undefined,
) {
  if (!schema || !('byCategory' in schema)) return schema;
  if (!category) throw new Error('a schema by category belongs to a call whose path holds {category}');
  return schema.byCategory[category];
}

/** Fastify warns of a schema key present but undefined: only what the call declares. */
function defined<T extends object>(parts: T): Partial<T> {
  const declared: Partial<T> = {};
  for (const key of keysOf(parts)) if (parts[key] !== undefined) declared[key] = parts[key];
  return declared;
}

/** `/{category}/:id` → `/phone/:id`: each category its own route, so static segments keep winning. */
const routePath = (path: string, category: ProductCategory | undefined) =>
  category === undefined ? path : path.replace('{category}', category);

function addRoute(scope: FastifyInstance, name: EndpointName, implementation: Implementation<EndpointName>) {
  const route = ENDPOINTS[name];
  const schemas: AnySchemas = ENDPOINT_SCHEMAS[name];
  const extras: RouteExtras = typeof implementation === 'function' ? {} : implementation.route;
  // The one place a handler's type is set aside: each is typed for its own call's parts, which Fastify
  // has validated by that call's schemas (below) before the handler runs.
  const handle = (typeof implementation === 'function' ? implementation : implementation.handle) as AnyHandler;
  const signedIn = route.access === 'user' || route.access === 'moderator';
  const categories = route.path.includes('{category}') ? PRODUCT_CATEGORIES : [undefined];

  for (const category of categories) {
    scope.route({
      method: route.method,
      url: routePath(route.path, category),
      ...extras,
      preValidation: GUARDS[route.access],
      schema: defined({
        tags: [...(schemas.tags ?? [`${category} adverts`])],
        summary: schemas.summary,
        description: schemas.description,
        params: schemas.params,
        querystring: schemas.query,
        body: pick(schemas.body, category),
        headers: schemas.headers,
        consumes: schemas.consumes ? [...schemas.consumes] : undefined,
        security: route.access === 'anyone' ? undefined : BEARER,
        response: { 200: pick(schemas.answers[200], category) },
      }),
      handler: async (request: FastifyRequest, reply: FastifyReply) =>
        handle({
          request,
          reply,
          category,
          params: request.params,
          query: request.query,
          body: request.body,
          headers: request.headers,
          user: request.user ?? null,
          ...(signedIn && { sessionId: () => sessionIdOf(request) }),
          lang: languageFromHeader(request.headers['accept-language']),
        }),
    });
  }
}

/**
 * Registers the calls of the endpoint table (packages/contract/src/endpoints.ts) from the groups the
 * modules declare: each call's method, path, guard, schemas and OpenAPI description come from the
 * table, only the handler from the module. Each group has a scope of its own for its parsers and hooks.
 */
export async function endpointRoutes(app: FastifyInstance, { groups }: { groups: readonly SomeEndpointGroup[] }) {
  for (const group of groups) {
    await app.register(async (scope) => {
      await group.setup?.(scope);
      for (const [name, implementation] of entriesOf(group.handlers)) {
        if (implementation) addRoute(scope, name, implementation);
      }
    });
  }
}
