import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { dataFolderInUse } from '../db/dataFolderLock';

/** A refusal the person at the terminal can act on: printed alone, exit 1. */
export class CliRefusal extends Error {}

/**
 * The database `npm start` uses (DATA_DIR or DATABASE_URL), opened and migrated for a command run on the server. The
 * embedded database can be open in one process at a time: while CareChoice runs on the same folder, the command is
 * refused with what to do (decisions.md).
 */
export async function openCliDatabase() {
  const config = loadConfig();
  if (!config.databaseUrl && (await dataFolderInUse(config.dataDir))) {
    throw new CliRefusal(
      `CareChoice is running on ${config.dataDir}, and its embedded database can be open in one process at a time. Stop it (Ctrl+C where it runs), run this again, then start it again.`,
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.withStartupLock(() => database.migrate());
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database };
}
