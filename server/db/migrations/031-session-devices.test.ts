/** Migration 031: live sessions signed in before it get their device from the User-Agent already stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ upTo: '030-meeting-sources' });
});
afterAll(() => database.destroy());

const T0 = '2026-01-01T00:00:00.000Z';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('031-session-devices', () => {
  it('names the device of live sessions, and leaves unknown ones and their last use unknown', async () => {
    const { db } = database;
    await db
      .insertInto('users')
      .values({ id: 1, email: 'a@example.org', username: 'a_resident', full_name: 'A', password_hash: 'x', created_at: T0, updated_at: T0 })
      .execute();
    const session = (id: number, userAgent: string | null) => ({
      id, user_id: 1, token_hash: `hash-${id}`, created_at: T0, expires_at: '2026-02-01T00:00:00.000Z', revoked_at: null, user_agent: userAgent,
    });
    await db.insertInto('sessions').values([session(1, ANDROID_CHROME), session(2, null)]).execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('sessions').select(['id', 'device_browser', 'device_os', 'last_used_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, device_browser: 'Chrome', device_os: 'Android', last_used_at: null },
      { id: 2, device_browser: null, device_os: null, last_used_at: null },
    ]);
  });
});
