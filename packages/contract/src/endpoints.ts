import type { z } from 'zod';
import type { ProductCategory } from './constants.js';
import type { ENDPOINT_SCHEMAS } from './endpoint-schemas.js';

/**
 * Who may make a call: anyone; anyone, with more for a signed-in caller (`optional`); a signed-in
 * person (`user`, 401 otherwise); a moderator or administrator (`moderator`, 403 for anyone else).
 */
export type Access = 'anyone' | 'optional' | 'user' | 'moderator';

export interface EndpointRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under API_PREFIX; `:name` is a path parameter, `{category}` the category of a per-category call. */
  path: string;
  access: Access;
  /** Exists only in development, with the console SMS driver. */
  developmentOnly?: true;
}

/**
 * Every call of the API (SPEC.md's wire contract, docs/api.md), by name: its method, path and who may
 * make it. What it carries is declared under the same name in endpoint-schemas.ts, which the server
 * reads; this file has no schema code, so the web app's client (which needs only these lines and the
 * types) adds nothing to a page's script. The server registers exactly these, the web client calls
 * nothing else, and OpenAPI describes the same.
 */
export const ENDPOINTS = {
  register: { method: 'POST', path: '/auth/register', access: 'anyone' },
  authenticate: { method: 'POST', path: '/auth/authenticate', access: 'anyone' },
  confirm: { method: 'POST', path: '/auth/confirm', access: 'anyone' },
  refreshToken: { method: 'POST', path: '/auth/refresh-token', access: 'anyone' },
  currentUser: { method: 'GET', path: '/auth', access: 'user' },
  logout: { method: 'POST', path: '/auth/logout', access: 'user' },
  advertStates: { method: 'GET', path: '/auth/advert-states', access: 'anyone' },
  myAdverts: { method: 'GET', path: '/auth/adverts', access: 'user' },

  districts: { method: 'GET', path: '/district', access: 'anyone' },
  phoneBrands: { method: 'GET', path: '/brand/phone', access: 'anyone' },
  tabletBrands: { method: 'GET', path: '/brand/tablet', access: 'anyone' },
  models: { method: 'GET', path: '/model/:brandId', access: 'anyone' },
  sortOptions: { method: 'GET', path: '/sort', access: 'anyone' },
  simProviders: { method: 'GET', path: '/sim/providers', access: 'anyone' },
  accessoryTypes: { method: 'GET', path: '/accessory/type', access: 'anyone' },
  storageOptions: { method: 'GET', path: '/component/storage', access: 'anyone' },
  ramOptions: { method: 'GET', path: '/component/ram', access: 'anyone' },
  siteInfo: { method: 'GET', path: '/site', access: 'anyone' },

  advertList: { method: 'GET', path: '/{category}', access: 'anyone' },
  todayList: { method: 'GET', path: '/{category}/today', access: 'anyone' },
  advertDetail: { method: 'GET', path: '/{category}/:id', access: 'optional' },
  saveAdvert: { method: 'POST', path: '/{category}', access: 'user' },
  renewAdvert: { method: 'PUT', path: '/{category}/renew/:id', access: 'user' },
  removeAdvert: { method: 'DELETE', path: '/{category}/:id', access: 'user' },
  advertBatch: { method: 'GET', path: '/adverts/batch', access: 'anyone' },
  upload: { method: 'POST', path: '/storage/upload', access: 'user' },

  pendingCounts: { method: 'GET', path: '/moderation/pending-counts', access: 'moderator' },
  requestQueue: { method: 'GET', path: '/{category}/admin', access: 'moderator' },
  request: { method: 'GET', path: '/{category}/admin/:id', access: 'moderator' },
  approve: { method: 'PUT', path: '/{category}/approve/:id', access: 'moderator' },
  reject: { method: 'PUT', path: '/{category}/reject/:id', access: 'moderator' },

  smsOutbox: { method: 'GET', path: '/dev/sms-outbox', access: 'anyone', developmentOnly: true },
} as const satisfies { [K in keyof typeof ENDPOINT_SCHEMAS]: EndpointRoute };

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
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

/** The category a call is made for, or never for a call that has none. */
export type CategoryOf<K extends EndpointName> = K extends CategoryEndpointName ? ProductCategory : never;

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

/** A call's path with its category and parameters filled in: `/phone/12`. */
export function endpointPath(
  name: EndpointName,
  category?: ProductCategory,
  params?: Record<string, string | number>,
): string {
  let path: string = ENDPOINTS[name].path;
  if (category !== undefined) path = path.replace('{category}', category);
  for (const [key, value] of Object.entries(params ?? {})) {
    path = path.replace(`:${key}`, encodeURIComponent(String(value)));
  }
  return path;
}
