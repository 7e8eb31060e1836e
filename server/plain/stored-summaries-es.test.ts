/**
 * The Spanish summaries of a list's cards keep the plain lines they were made from (decision 255): a line is made
 * again when its item's words change, so a correction of the record reaches the next Spanish page at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { storedSpanishSummaries } from './stored-summaries-es.ts';

const LEAD = 'Consideration and possible approval, adoption, denial, amendment or revision of ';
const BUDGET = `${LEAD}an Ordinance amending the fiscal year 2024-2025 budget to transfer unencumbered and unexpended appropriation balances of four hundred fifty-eight thousand ($458,532.40) between projects`;
const REZONING = `${LEAD}Rezoning Ordinance Z-7793 from RS-3 to OL for property located at 19300 E. 21st St. (CD-6)`;

let ctx: TestApp;
let meetingId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    status: 'completed',
    meeting_date: '2024-10-23T23:00:00.000Z',
    agenda_items: [{ item_number: '5.a.', title: BUDGET, item_type: 'motion', vote_required: true, vote_result: 'passed' }],
  });
});
afterAll(() => ctx.close());

const summary = async () => (await storedSpanishSummaries(ctx.db, ctx.city, [{ id: meetingId, held: 'held' }])).get(meetingId) ?? '';

describe('stored Spanish summaries', () => {
  it('makes an item’s plain line again when its words change', async () => {
    const before = await summary();
    expect(before).toContain('presupuesto');
    expect(await summary()).toBe(before);
    await ctx.db.updateTable('agenda_items').set({ title: REZONING }).where('meeting_id', '=', meetingId).execute();
    const after = await summary();
    expect(after).not.toContain('presupuesto');
    expect(after).toMatch(/oficinas pequeñas/);
  });
});
