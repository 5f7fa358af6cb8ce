import type { z } from 'zod';
import type { ProductCategory } from './constants.js';
import type { EndpointRoute } from './endpoint-route.js';
import type { ENDPOINT_SCHEMAS } from './endpoint-schemas.js';
import * as accounts from './endpoints/accounts.js';
import * as advertPage from './endpoints/advert-page.js';
import * as adverts from './endpoints/adverts.js';
import * as development from './endpoints/development.js';
import * as lookups from './endpoints/lookups.js';
import * as moderation from './endpoints/moderation.js';
import * as notifications from './endpoints/notifications.js';
import * as posting from './endpoints/posting.js';
import * as promotions from './endpoints/promotions.js';
import * as savedSearches from './endpoints/saved-searches.js';
import * as search from './endpoints/search.js';
import * as sellers from './endpoints/sellers.js';
import * as session from './endpoints/session.js';

export { type Access, type EndpointRoute, endpointPath } from './endpoint-route.js';

/**
 * Every call of the API (SPEC.md's wire contract, docs/api.md), by name: its method, path and who may
 * make it. What it carries is declared under the same name in endpoint-schemas.ts, which the server
 * reads; this file has no schema code, so the web app's client (which needs only these lines and the
 * types) adds nothing to a page's script. The server registers exactly these, the web client calls
 * nothing else, and OpenAPI describes the same. The calls live in endpoints/ by area, each exported on
 * its own, so a page's script holds only the calls its screens make; the web app imports this file for
 * types only.
 */
export const ENDPOINTS = {
  ...accounts,
  ...session,
  ...lookups,
  ...adverts,
  ...advertPage,
  ...search,
  ...posting,
  ...moderation,
  ...sellers,
  ...notifications,
  ...savedSearches,
  ...promotions,
  ...development,
} as const satisfies { [K in keyof typeof ENDPOINT_SCHEMAS]: EndpointRoute };

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
/** A call's name from its declaration: no two calls share a method and a path. */
export type NameOf<E> = { [K in EndpointName]: Endpoints[K] extends E ? K : never }[EndpointName];
type Schemas = typeof ENDPOINT_SCHEMAS;

/** The calls made once per category: their path holds {category}. */
export type CategoryEndpointName = {
  [K in EndpointName]: Endpoints[K]['path'] extends `${string}{category}${string}` ? K : never;
}[EndpointName];
export type PlainEndpointName = Exclude<EndpointName, CategoryEndpointName>;

/** A category's schema where it differs by category. */
type Picked<S, C extends ProductCategory> = S extends { byCategory: infer M extends Record<ProductCategory, z.ZodType> }
  ? M[C]
  : S;
type Part<K extends EndpointName, P extends string> = Schemas[K] extends { [Q in P]: infer S } ? S : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a call's path parameters, query, body and headers are once the server has read them. */
export type ParamsOf<K extends EndpointName> = Parsed<Part<K, 'params'>>;
export type QueryOf<K extends EndpointName> = Parsed<Part<K, 'query'>>;
export type HeadersOf<K extends EndpointName> = Parsed<Part<K, 'headers'>>;
export type BodyOf<K extends EndpointName, C extends ProductCategory = ProductCategory> = Parsed<
  Picked<Part<K, 'body'>, C>
>;
/** The body as a client sends it (before the server's transforms: a phone number as typed, say). */
export type SentBodyOf<K extends EndpointName, C extends ProductCategory = ProductCategory> = Sent<
  Picked<Part<K, 'body'>, C>
>;

type AnswerSchema<K extends EndpointName, C extends ProductCategory> = Picked<Schemas[K]['answers'][200], C>;
/** The 200 answer as the client reads it. */
export type AnswerOf<K extends EndpointName, C extends ProductCategory = ProductCategory> = Parsed<AnswerSchema<K, C>>;
/** The 200 answer as the server may hand it to its serialiser. */
export type ServedAnswerOf<K extends EndpointName, C extends ProductCategory = ProductCategory> = Sent<
  AnswerSchema<K, C>
>;
