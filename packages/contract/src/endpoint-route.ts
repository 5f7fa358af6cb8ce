import type { ProductCategory } from './constants.js';

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
}

/** A call's path with its category and parameters filled in: `/phone/12`. */
export function endpointPath(
  endpoint: Pick<EndpointRoute, 'path'>,
  category?: ProductCategory,
  params?: object,
): string {
  let path = endpoint.path;
  if (category !== undefined) path = path.replace('{category}', category);
  for (const [key, value] of Object.entries(params ?? {})) {
    path = path.replace(`:${key}`, encodeURIComponent(String(value)));
  }
  return path;
}
