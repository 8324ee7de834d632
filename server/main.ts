import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { unavailableLogMessage } from './db/unavailable';
import { keepDemoDetails, printBanner } from './banner';
import { createLogger } from './logging';
import { prepareDatabase } from './startup';

/** Reads the configuration, prepares the database, listens. Everything else is in app.ts. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection failed; it will be replaced'),
    embeddedEvents: {
      stopped: (error) => logger.error({ err: error }, `the embedded database stopped (${unavailableLogMessage(error)}); requests answer 503 until it opens again`),
      reopened: () => logger.info('the embedded database is open again'),
      reopenFailed: (error) => logger.warn({ err: error }, `the embedded database could not open again yet (${unavailableLogMessage(error)})`),
    },
  });
  const demo = await prepareDatabase(database, config, logger);
  const app = await buildApp({ config, database, logger });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  // Before the banner: a supervisor may stop the server the moment it says it runs.
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const kept = demo !== null && keepDemoDetails(config, demo, (error) => logger.warn({ err: error }, 'could not keep the demo details in DATA_DIR'));
  printBanner(config, demo, { kept });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
