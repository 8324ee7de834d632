import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { dataFolderError } from './db/dataFolder';
import { unavailableLogMessage } from './db/unavailable';
import { keepDemoDetails, printBanner } from './banner';
import { StartupError } from './errors';
import { createLogger } from './logging';
import type { DemoSummary } from './seed/demo';
import { prepareDatabase } from './startup';

/** Reads the configuration, prepares the database, listens. Everything else is in app.ts. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let database: Database;
  let demo: DemoSummary | null;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection failed; it will be replaced'),
      embeddedEvents: {
        stopped: (error) => logger.error({ err: error }, `the embedded database stopped (${unavailableLogMessage(error)}); requests answer 503 until it opens again`),
        reopened: () => logger.info('the embedded database is open again'),
        reopenFailed: (error) => logger.warn({ err: error }, `the embedded database could not open again yet (${unavailableLogMessage(error)})`),
      },
    });
    demo = await prepareDatabase(database, config, logger);
  } catch (error) {
    // A data folder the embedded database cannot use, at start or filling up during the migrations: one line, exit 1.
    const startup = error instanceof StartupError ? error : config.databaseUrl ? null : dataFolderError(config.dataDir, error);
    if (!startup) throw error;
    console.error(startup.message);
    process.exit(1);
  }
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
