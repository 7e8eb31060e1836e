/**
 * Two server processes starting together on one empty PostgreSQL database (systemd units enabled at once): each
 * has its own connection pool, and exactly one of them seeds. Runs in the PostgreSQL pass of the suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { type AppDatabase, createDatabase } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { seedIfEmpty } from './seed.ts';

let test: TestDatabase;
let second: AppDatabase;
const postgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  test = await createTestDatabase();
  if (postgres) second = createDatabase({ databaseUrl: test.databaseUrl, dataDir: test.dataDir, pgSchema: test.pgSchema, poolSize: 4 });
});
afterAll(async () => {
  await second?.destroy();
  await test.destroy();
});

describe.runIf(postgres)('seeding from two processes at once', () => {
  it('seeds once: one process seeds, the other waits and finds the deployment', async () => {
    const now = new Date('2026-11-18T20:00:00Z');
    const options = { city: cityContext(DEFAULT_CITY_ID), now, dataDir: test.dataDir, ingestMinutes: false };
    const results = await Promise.all([seedIfEmpty(test.db, options), seedIfEmpty(second, options)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const districts = await test.db.selectFrom('districts').select('id').execute();
    expect(districts).toHaveLength(9);
    const organizations = await second.selectFrom('organizations').select('name').execute();
    expect(new Set(organizations.map((o) => o.name)).size).toBe(organizations.length);
  });
});
