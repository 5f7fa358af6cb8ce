import type { Language, ProductCategory } from '@zeng/contract/constants';
import type {
  BodyOf,
  CategoryEndpointName,
  EndpointName,
  Endpoints,
  HeadersOf,
  ParamsOf,
  PlainEndpointName,
  QueryOf,
  ServedAnswerOf,
} from '@zeng/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AuthUser } from '../modules/auth/access-tokens.js';

/** Who is calling, as the call's access (endpoints.ts) guarantees: a signed-in person, maybe one, or nobody known. */
type CallerOf<K extends EndpointName> = Endpoints[K]['access'] extends 'user' | 'moderator'
  ? {
      user: AuthUser;
      /** The session the access token belongs to (logout ends it); read only by the calls that ask. */
      sessionId(): Promise<string | null>;
    }
  : Endpoints[K]['access'] extends 'optional'
    ? { user: AuthUser | null }
    : { user: null };

/** A call as its handler reads it: already validated and parsed by the schemas of endpoint-schemas.ts. */
type Call<K extends EndpointName, C extends ProductCategory> = CallerOf<K> & {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K, C>;
  headers: HeadersOf<K>;
  /** The language of names in the answer (Accept-Language). */
  lang: Language;
};

/** A per-category call: one of four, told apart by `category`, so narrowing it narrows the body too. */
export type CategoryCall<K extends CategoryEndpointName> = {
  [C in ProductCategory]: Call<K, C> & { category: C };
}[ProductCategory];
export type PlainCall<K extends PlainEndpointName> = Call<K, ProductCategory>;

/**
 * What a handler answers: the 200 answer in its contract shape (checked by the typecheck, serialised
 * by its schema), or the reply it has already sent (a prepared list body, say).
 */
type Served<K extends EndpointName> = ServedAnswerOf<K> | FastifyReply;

export type Handler<K extends EndpointName> = K extends CategoryEndpointName
  ? (call: CategoryCall<K>) => Promise<Served<K>>
  : K extends PlainEndpointName
    ? (call: PlainCall<K>) => Promise<Served<K>>
    : never;

/** Fastify options a call adds to its route: a body limit, hooks that run before anything else. */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest'>;

export type Implementation<K extends EndpointName> = Handler<K> | { handle: Handler<K>; route: RouteExtras };

/** Some calls of the table and how they are answered, registered in a Fastify scope of their own. */
export interface EndpointGroup<K extends EndpointName = EndpointName> {
  /** Runs in the group's scope before its routes are added: a body parser, a hook for all of them. */
  setup?: (scope: FastifyInstance) => Promise<void> | void;
  handlers: { [N in K]: Implementation<N> };
}

/** Declares a group: the typecheck holds each handler to its call's parts and answer. */
export const endpointGroup = <K extends EndpointName>(group: EndpointGroup<K>): EndpointGroup<K> => group;
