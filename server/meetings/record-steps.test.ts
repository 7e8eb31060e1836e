/**
 * "A meeting was saved": the standard steps run in their fixed order inside saveMeeting's transaction; a step
 * registered between two of them runs there, sees the rows just written, and a failing step rolls the save back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { meetingSavedStepNames, registerMeetingSavedStep } from './record-steps.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('meeting saved steps', () => {
  it('the standard steps are registered in one fixed order', () => {
    expect(meetingSavedStepNames()).toEqual(['places', 'search', 'corrections', 'roll-call-tallies', 'spanish-search-text']);
  });

  it('a step runs at its place in the order, inside the transaction, seeing the rows just written', async () => {
    const seen: { title: string; items: number; itemIds: number }[] = [];
    const remove = registerMeetingSavedStep('probe', {
      order: 35,
      run: async ({ trx, meetingId, itemIds }) => {
        const row = await trx.selectFrom('meetings').select('title').where('id', '=', meetingId).executeTakeFirstOrThrow();
        const items = await trx.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).execute();
        seen.push({ title: row.title, items: items.length, itemIds: itemIds.length });
      },
    });
    try {
      expect(meetingSavedStepNames()).toEqual(['places', 'search', 'corrections', 'probe', 'roll-call-tallies', 'spanish-search-text']);
      await createMeeting(database.db, {
        title: 'Probed meeting',
        agenda_items: [
          { item_number: '1', title: 'Call to order', item_type: 'report' },
          { item_number: '2', title: 'A zoning case', item_type: 'ordinance' },
        ],
      });
    } finally {
      remove();
    }
    expect(seen).toEqual([{ title: 'Probed meeting', items: 2, itemIds: 2 }]);
    expect(meetingSavedStepNames()).not.toContain('probe');
  });

  it('a failing step rolls the whole save back', async () => {
    const remove = registerMeetingSavedStep('failing', {
      order: 5,
      run: () => Promise.reject(new Error('step failed')),
    });
    try {
      await expect(createMeeting(database.db, { title: 'Never written' })).rejects.toThrow('step failed');
    } finally {
      remove();
    }
    const rows = await database.db.selectFrom('meetings').select('id').where('title', '=', 'Never written').execute();
    expect(rows).toEqual([]);
  });
});
