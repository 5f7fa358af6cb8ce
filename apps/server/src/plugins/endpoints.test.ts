import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import { ENDPOINTS, type EndpointName } from '@zeng/contract/endpoints';
import { API_PREFIX } from '@zeng/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each call of the table as the routes it becomes: one per category where its path has {category}. */
const routesOf = (name: EndpointName) => {
  const { method, path } = ENDPOINTS[name];
  const paths = path.includes('{category}') ? PRODUCT_CATEGORIES.map((c) => path.replace('{category}', c)) : [path];
  return paths.map((p) => ({ method, url: `${API_PREFIX}${p}` }));
};
const names = Object.keys(ENDPOINTS) as EndpointName[];
/** `/phone/:id` as OpenAPI writes it: `/phone/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the endpoint table', () => {
  it('is what the server answers: every call of it is a route, in every category', () => {
    for (const name of names) {
      for (const route of routesOf(name))
        expect(t.app.hasRoute(route), `${name}: ${route.method} ${route.url}`).toBe(true);
    }
  });

  it('is what OpenAPI describes, with a bearer wherever the call may carry one', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const name of names) {
      for (const { method, url } of routesOf(name)) {
        const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
        expect(operation, `${method} ${url}`).toBeDefined();
        expect(Boolean(operation.security), `${name} security`).toBe(ENDPOINTS[name].access !== 'anyone');
        expect(operation.responses['200'], `${name} answer`).toBeDefined();
      }
    }
  });

  it('guards each call as it declares: a visitor is refused every signed-in call before its input is read', async () => {
    for (const name of names.filter((n) => ['user', 'moderator'].includes(ENDPOINTS[n].access))) {
      for (const { method, url } of routesOf(name)) {
        const res = await t.app.inject({
          method,
          url: url.replace(/:\w+/g, '1'),
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });
});
