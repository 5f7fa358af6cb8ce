import type { FastifyInstance } from 'fastify';

/**
 * Every route the application registered, as "METHOD /path" (HEAD left out: Fastify adds it to each
 * GET). Read from printRoutes(), whose tree nests each path under its parent's, four columns a level.
 * The printer drops the unrouted part of a wildcard's path and hangs it under its nearest routed
 * ancestor: /media/* reads "/*" (Home's route) and /api/docs/static/* reads "/api/docs*". A new wildcard route still
 * shows up, under a name of its own, which is all a completeness check needs.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}
