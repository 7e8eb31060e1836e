/** Migration 029: our "(canceled)" and "Canceled meeting" marks take the spec's spelling; other words stay. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
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
    const marked = await createMeeting(db, {
      title: 'Public Works Committee - August 6, 2025 (canceled)',
      description: 'Canceled meeting of the Public Works Committee. Chair: Lakin.',
      status: 'cancelled',
    });
    const other = await createMeeting(db, { title: 'Rescheduled (canceled) hearing notes', description: 'Agenda of the Regular Council.' });
    await migrateToLatest(db);
    const rows = await db.selectFrom('meetings').select(['id', 'title', 'description']).where('id', 'in', [marked, other]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: marked, title: 'Public Works Committee - August 6, 2025 (cancelled)', description: 'Cancelled meeting of the Public Works Committee. Chair: Lakin.' },
      { id: other, title: 'Rescheduled (canceled) hearing notes', description: 'Agenda of the Regular Council.' },
    ]);
  });
});
