import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import { API_PREFIX } from '@zeng/contract/routes';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { CatalogService } from './modules/catalog/service.js';
import { siteRoutes } from './modules/site/routes.js';
import errorHandler from './plugins/error-handler.js';
import health from './plugins/health.js';
import openapi from './plugins/openapi.js';
import spa from './plugins/spa.js';

export interface AppDeps {
  database: DatabaseHandle;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const MEDIA_DIR = fileURLToPath(new URL('../assets', import.meta.url));

/** The whole application as one Fastify instance; main.ts listens with it, tests call inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.refreshtoken'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(openapi);
  await app.register(health, { ping: deps.database.ping });

  const catalog = await CatalogService.load(deps.database.db);
  await app.register(catalogRoutes, { prefix: API_PREFIX, catalog });
  await app.register(siteRoutes, { prefix: API_PREFIX, config });

  await app.register(spa, { distDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, mediaDir: MEDIA_DIR });
  return app;
}
