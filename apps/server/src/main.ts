import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { prepareDatabase } from './db/prepare.js';
import { backfillMediumAfterListening } from './modules/media/backfill-medium.js';

async function main() {
  // Whatever the process creates is its account's alone (DATA_DIR: database, uploads, secret);
  // lib/owner-only.ts also sets the modes explicitly and corrects older files at start.
  process.umask(0o077);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const startupLog = pino({ level: config.LOG_LEVEL });
  const database = await prepareDatabase(config, {
    log: (message) => startupLog.info(message),
    warn: (message) => startupLog.warn(message),
  });
  const app = await buildApp(config, { database });
  backfillMediumAfterListening(app, config, database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let the ones under way finish, then release the database.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Zeng is running at http://localhost:${config.PORT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
