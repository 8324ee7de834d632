import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffAdd } from '../../server/cli/staffAdd';
import { openDatabase } from '../../server/db/client';
import { folderInUseMessage, holdDataFolder } from '../../server/db/dataFolderLock';
import { groups, hospitals, users } from '../../server/db/schema';
import { joinStaff } from '../../server/domain/staff';
import { eq } from 'drizzle-orm';

/**
 * A hospital's first admin comes from `npm run staff:add` on the server, which prints the link
 * they set their password from. The embedded database is open in one process at a time: a second opener (a second
 * `npm start`, or staff:add beside a running server) is refused in one line, and a holder that died frees it.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-staff-add-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await database.db.insert(hospitals).values({ name: 'Riverside General', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -83.0 });
  await database.close();
});
afterEach(() => vi.unstubAllEnvs());

describe('the data folder, one process at a time', () => {
  it('refuses a second holder while the first holds it, and frees it on release', async () => {
    const release = await holdDataFolder(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toThrow(folderInUseMessage(dataDir));
    await release();
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});

describe('npm run staff:add', () => {
  it('prints a link that makes an admin of the only hospital', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('PUBLIC_URL', 'https://carechoice.riverside.example');
    const lines: string[] = [];
    await staffAdd(['--email', 'jane@riverside.example', '--first', 'Jane', '--last', 'Doe'], (line) => lines.push(line));
    expect(lines.slice(0, 2)).toEqual([
      'Invited Jane Doe <jane@riverside.example> as an administrator of Riverside General.',
      'They set their own password from this link, which works once and for 7 days:',
    ]);
    const code = /^ {2}https:\/\/carechoice\.riverside\.example\/hospital\/join\/(\S+)$/.exec(lines[2]!)![1]!;

    const database = await openDatabase({ dataDir });
    try {
      const userId = await joinStaff(database.db, code, 'a long pass phrase');
      const [row] = await database.db.select({ type: groups.type, name: users.name }).from(users).innerJoin(groups, eq(groups.id, users.groupId)).where(eq(users.id, userId));
      expect(row).toEqual({ type: 'hospitalAdmin', name: 'Jane Doe' });
    } finally {
      await database.close();
    }
  });

  it('says what is missing, and refuses an unknown hospital', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    await expect(staffAdd(['--email', 'kim@riverside.example'], () => {})).rejects.toThrow(/^Usage: npm run staff:add -- --email ADDRESS --first FIRST_NAME --last LAST_NAME/);
    await expect(staffAdd(['--email', 'kim@riverside.example', '--first', 'Kim', '--last', 'Lee', '--hospital', 'Mercy'], () => {})).rejects.toThrow(
      'No hospital is called "Mercy". There are: 1 "Riverside General".',
    );
  });

  it('refuses an address that already has an account (the console invites it, without a link)', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const lines: string[] = [];
    await expect(staffAdd(['--email', 'JANE@riverside.example', '--first', 'Jane', '--last', 'Doe'], (line) => lines.push(line))).rejects.toThrow(
      'An account with this e-mail already exists: they can log in, or reset their password.',
    );
    expect(lines).toEqual([]);
  });
});
