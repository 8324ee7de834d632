import { sql } from 'drizzle-orm';
import { providers } from '../db/schema';

/**
 * The name a provider goes by on the family's screens, as SQL (src/domain/providerName.ts `shownName`): its display
 * name, else CMS's. The record and the console's patient page name providers as the family saw them.
 */
export const shownProviderName = sql<string>`coalesce(nullif(btrim(${providers.displayName}), ''), ${providers.name})`;
