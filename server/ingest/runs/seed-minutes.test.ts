import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.destroy());

describe('first-start seed', () => {
  it('ingests the bundled minutes, replacing a JSON seed of the same file in place, and keeps upcoming meetings', async () => {
    const now = new Date('2026-11-18T20:00:00Z');
    expect(await seedIfEmpty(test.db, { city: cityContext(DEFAULT_CITY_ID), now, dataDir: test.dataDir, demoMeetings: true })).toBe(true);
    const rows = await test.db.selectFrom('meetings').select(['id', 'source_file', 'source_checksum', 'status', 'summary']).execute();
    const ingested = rows.filter((r) => r.source_checksum);
    expect(ingested).toHaveLength(10);
    // One meeting per source file: the hand-made seed for 24-1158-2 was updated, not duplicated.
    const files = rows.map((r) => r.source_file).filter(Boolean);
    expect(new Set(files).size).toBe(files.length);
    expect(rows.some((r) => r.status === 'scheduled')).toBe(true);
    expect(ingested.every((r) => r.summary && !r.summary.includes('Minutes imported from PDF'))).toBe(true);
    expect(await seedIfEmpty(test.db, { city: cityContext(DEFAULT_CITY_ID), now, dataDir: test.dataDir })).toBe(false);
  });
});
