/** One meeting: detail with ordered agenda and votes, the agenda endpoint, and 404/400s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let meetingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular meeting with votes',
    detailed_summary: 'Longer account.',
    agenda_items: [
      { item_number: '1.', title: 'Call to order', item_type: 'discussion' },
      { item_number: '2.a.', title: 'Appointment', item_type: 'motion', vote_required: true, vote_result: 'Approved 8-0' },
      { item_number: '3.', title: 'Report of the Mayor', item_type: 'report', vote_result: '  ' },
    ],
    voting_records: [
      {
        item_number: '2.a.',
        motion: 'Councilor Bellis moved to approve 2.a.',
        moved_by: 'Bellis',
        seconded_by: 'Lakin',
        outcome: 'passed',
        votes: [
          { councilor: 'Lakin', district: 8, vote: 'aye' },
          { councilor: 'Hall-Harper', district: 1, vote: 'absent' },
          { councilor: 'Bellis', district: 4, vote: 'aye' },
        ],
      },
      { motion: 'Motion to adjourn', outcome: 'passed', votes: [] },
    ],
  });
});
afterAll(() => ctx.close());

describe('GET /api/v1/meetings/{id}', () => {
  it('returns the meeting with its agenda in order and its votes with the roll call', async () => {
    const res = await ctx.app.inject(`/api/v1/meetings/${meetingId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Regular meeting with votes');
    // The start as an instant and on the city's wall clock (issue 34: times were only UTC instants).
    expect(body.meeting_date_local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/);
    expect(new Date(body.meeting_date_local).toISOString()).toBe(body.meeting_date);
    expect(body.detailed_summary).toBe('Longer account.');
    expect(body.has_votes).toBe(true);
    expect(body.agenda_items.map((i: { item_number: string }) => i.item_number)).toEqual(['1.', '2.a.', '3.']);
    expect(body.agenda_items[1]).toMatchObject({ vote_required: true, vote_result: 'Approved 8-0' });
    // A blank result is no vote.
    expect(body.agenda_items[2].vote_result).toBeNull();
    expect(body.voting_records).toHaveLength(2);
    const [first, second] = body.voting_records;
    expect(first).toMatchObject({
      item_number: '2.a.',
      agenda_item_id: body.agenda_items[1].id,
      moved_by: 'Bellis',
      seconded_by: 'Lakin',
      outcome: 'passed',
    });
    expect(first.votes).toEqual([
      { councilor: 'Hall-Harper', district: 1, vote: 'absent' },
      { councilor: 'Bellis', district: 4, vote: 'aye' },
      { councilor: 'Lakin', district: 8, vote: 'aye' },
    ]);
    expect(second).toMatchObject({ agenda_item_id: null, item_number: null, votes: [] });
  });

  it('adds the Spanish detailed summary, built from the record, only when a Spanish page asks for it', async () => {
    const english = (await ctx.app.inject(`/api/v1/meetings/${meetingId}`)).json();
    expect(english).not.toHaveProperty('detailed_summary_es');
    const spanish = (await ctx.app.inject(`/api/v1/meetings/${meetingId}?lang=es`)).json();
    const text = spanish.detailed_summary_es.paragraphs.join(' ');
    // The item by its plain line, its result (stated in the record's own words) from its deciding roll call.
    expect(text).toContain('2.a: Nombra a una persona en una junta de la ciudad. Aprobado (2-0), a propuesta de Bellis y con el apoyo de Lakin.');
    expect(text).toContain('Pasos para llevar la reunión: 1.');
    expect(text).not.toContain('Appointment');
    expect(spanish.detailed_summary_es.names).toEqual(expect.arrayContaining(['Bellis', 'Lakin']));
    expect((await ctx.app.inject(`/api/v1/meetings/${meetingId}?lang=xx`)).statusCode).toBe(400);
  });

  it('answers an unknown id with 404 and a bad id with 400', async () => {
    const missing = await ctx.app.inject('/api/v1/meetings/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'Meeting not found.' } });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await ctx.app.inject(`/api/v1/meetings/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ field: 'id', location: 'params' });
    }
  });
});

describe('GET /api/v1/meetings/{id}/agenda-items', () => {
  it('returns the agenda items in order', async () => {
    const res = await ctx.app.inject(`/api/v1/meetings/${meetingId}/agenda-items`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { title: string }) => i.title)).toEqual(['Call to order', 'Appointment', 'Report of the Mayor']);
  });

  it('answers an unknown meeting with 404', async () => {
    expect((await ctx.app.inject('/api/v1/meetings/424242/agenda-items')).statusCode).toBe(404);
  });
});
