/** Migration 013: the invented meetings a database was seeded with before the mark existed become demo ones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ upTo: '011-item-file-numbers' });
});
afterAll(() => database.destroy());

const meeting = (id: number, title: string, sourceFile: string | null) => ({
  id,
  title,
  meeting_date: '2026-11-20T23:00:00.000Z',
  meeting_type: 'regular_council',
  status: 'scheduled',
  document_type: 'agenda',
  source_file: sourceFile,
  created_at: '2026-11-18T20:00:00.000Z',
  updated_at: '2026-11-18T20:00:00.000Z',
});

describe('013-demo-meetings', () => {
  it('marks the seed\'s invented meetings as demo and leaves meetings read from a document alone', async () => {
    const { db } = database;
    await db
      .insertInto('meetings')
      .values([
        meeting(1, 'City Council Regular Meeting (upcoming)', null),
        meeting(2, 'City Council Committee Meeting (postponed)', null),
        meeting(3, 'City Council Regular Meeting - November 20, 2026', '26-1-1_2026-11-20_5PM_Agenda.pdf'),
        // Same title as an invented one, but read from the city's document: it is the record.
        meeting(4, 'Public Works Committee (upcoming)', '26-2-1_2026-11-23_Agenda.pdf'),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('meetings').select(['id', 'is_demo']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, is_demo: 1 },
      { id: 2, is_demo: 1 },
      { id: 3, is_demo: 0 },
      { id: 4, is_demo: 0 },
    ]);
  });
});
