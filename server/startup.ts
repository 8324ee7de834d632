import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadGazetteer } from './seed/gazetteer';
import { seedDemo, type DemoSummary } from './seed/demo';

/**
 * Brings a database up to date before the server answers: migrations, the gazetteer, the demo data.
 * Under a cluster-wide lock, so that many servers starting against one PostgreSQL do this once.
 */
export async function prepareDatabase(database: Database, config: Config, log: FastifyBaseLogger): Promise<DemoSummary | null> {
  return database.withStartupLock(async () => {
    const started = Date.now();
    await database.migrate();
    const gazetteer = await loadGazetteer(database.db);
    if (gazetteer.loaded) log.info({ zips: gazetteer.zips, cities: gazetteer.cities }, 'gazetteer loaded');
    const demo = config.seedDemo
      ? await seedDemo(database.db, { publicUrl: config.publicUrl, extraSkilledNursing: config.demoLargeList })
      : null;
    log.info({ ms: Date.now() - started, database: database.kind }, 'database ready');
    return demo;
  });
}
