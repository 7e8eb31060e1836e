/** Migration 029: our "(canceled)" and "Canceled meeting" marks take the spec's spelling; other words stay. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ upTo: '028-speak-up-receipts' });
});
afterAll(() => database.destroy());

describe('029-cancelled-spelling', () => {
  it('rewrites the marks ingestion wrote and leaves a title that merely contains the word', async () => {
    const { db } = database;
    // Rows as the schema of 028 held them: saving through today's store would also write tables later migrations make.
    const meeting = (id: number, title: string, description: string, status: string) => ({
      id,
      title,
      description,
      meeting_date: '2025-08-06T22:00:00.000Z',
      meeting_type: 'other',
      status,
      document_type: 'agenda',
      created_at: '2025-08-01T00:00:00.000Z',
      updated_at: '2025-08-01T00:00:00.000Z',
    });
    const [marked, other] = [1, 2];
    await db
      .insertInto('meetings')
      .values([
        meeting(marked, 'Public Works Committee - August 6, 2025 (canceled)', 'Canceled meeting of the Public Works Committee. Chair: Lakin.', 'cancelled'),
        meeting(other, 'Rescheduled (canceled) hearing notes', 'Agenda of the Regular Council.', 'scheduled'),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('meetings').select(['id', 'title', 'description']).where('id', 'in', [marked, other]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: marked, title: 'Public Works Committee - August 6, 2025 (cancelled)', description: 'Cancelled meeting of the Public Works Committee. Chair: Lakin.' },
      { id: other, title: 'Rescheduled (canceled) hearing notes', description: 'Agenda of the Regular Council.' },
    ]);
  });
});
