/**
 * Backup round trip on the engine under test (SQLite, or PostgreSQL with DATABASE_URL): data written, backed
 * up while a connection is open, changed, restored, and equal to what was backed up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const target = () => ({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, pgSchema: database.pgSchema });

async function snapshot() {
  const meetings = await database.db.selectFrom('meetings').select(['id', 'title', 'summary']).orderBy('id').execute();
  const topics = await database.db.selectFrom('meeting_topics').selectAll().orderBy('meeting_id').orderBy('topic').execute();
  const { rows } = await sql<{ n: number }>`select count(*) as n from app_state`.execute(database.db);
  return { meetings, topics, appState: Number(rows[0]!.n) };
}

describe('backup and restore', () => {
  it('restores exactly what was backed up, after the data changed', async () => {
    await createMeeting(database.db, { title: 'Kept Meeting', topics: ['parks'] });
    await createMeeting(database.db, { title: 'Also Kept', topics: ['budget'] });
    const backedUp = await snapshot();
    const file = path.join(database.dataDir, 'backups', 'civic.backup');
    await backupDatabase(target(), file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    await database.db.deleteFrom('meeting_topics').execute();
    await database.db.updateTable('meetings').set({ title: 'Changed after the backup' }).execute();
    await createMeeting(database.db, { title: 'Written after the backup' });
    expect(await snapshot()).not.toEqual(backedUp);

    await restoreDatabase(target(), file);
    expect(await snapshot()).toEqual(backedUp);
    // The restored database takes writes again, ids continuing after the restored ones.
    const id = await createMeeting(database.db, { title: 'After the restore' });
    expect(id).toBeGreaterThan(Math.max(...backedUp.meetings.map((m) => m.id)));
  });

  it('refuses a file that is not a backup, and leaves the database alone', async () => {
    const before = await snapshot();
    const bogus = path.join(database.dataDir, 'not-a-backup');
    fs.writeFileSync(bogus, 'hello');
    await expect(restoreDatabase(target(), bogus)).rejects.toThrow();
    await expect(restoreDatabase(target(), path.join(database.dataDir, 'missing'))).rejects.toThrow(/No backup/);
    expect(await snapshot()).toEqual(before);
  });
});
