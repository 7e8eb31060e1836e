/**
 * `GET /api/v1/meetings/{id}/how-to-be-heard` on Tulsa's rules with a fixed clock: each way's deadline for a
 * Wednesday 5 PM meeting, the countdown moving with the clock, and a meeting that has begun.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { howToBeHeardResponseSchema } from '#contract/hearing-rules.ts';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let upcomingId: number;
let pastId: number;
beforeAll(async () => {
  // The clock: Wednesday 18 November 2026, 2 PM in Tulsa.
  ctx = await createTestApp();
  const at = ctx.clock.now();
  upcomingId = await createMeeting(ctx.db, { title: 'Regular Council Meeting', meeting_date: '2026-11-25T23:00:00.000Z', status: 'scheduled' }, at);
  pastId = await createMeeting(ctx.db, { title: 'Regular Council Meeting', meeting_date: '2026-11-11T23:00:00.000Z', status: 'completed' }, at);
});
afterAll(() => ctx.close());

async function rulesFor(id: number | string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${id}/how-to-be-heard` });
}

describe('how to be heard on a meeting', () => {
  it('gives each way its deadline for this meeting, counted down from the server clock', async () => {
    const res = await rulesFor(upcomingId);
    expect(res.statusCode).toBe(200);
    const body = howToBeHeardResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      meeting_started: false,
      time_zone: 'America/Chicago',
      agenda_posted_by: '2026-11-23T23:00:00.000Z',
      addenda_posted_by: '2026-11-24T23:00:00.000Z',
      secretary: { name: 'Lori Doring', email: 'loridoring@tulsacouncil.org' },
    });
    expect(body.deadlines).toEqual([
      { kind: 'written_comment', in_person: false, closes_at: '2026-11-25T23:00:00.000Z', state: 'open', minutes_left: 7 * 1440 + 3 * 60 },
      { kind: 'request_to_speak', in_person: true, closes_at: '2026-11-25T23:00:00.000Z', state: 'open', minutes_left: 7 * 1440 + 3 * 60 },
      // Noon CST on Thursday 19 November: 22 hours from Wednesday 2 PM.
      { kind: 'public_comment_topic', in_person: false, closes_at: '2026-11-19T18:00:00.000Z', state: 'open', minutes_left: 22 * 60 },
    ]);
  });

  it('a passed deadline says closed while the others stay open', async () => {
    ctx.clock.set('2026-11-19T18:00:00.000Z');
    const body = howToBeHeardResponseSchema.parse((await rulesFor(upcomingId)).json());
    expect(body.deadlines.map((d) => [d.kind, d.state])).toEqual([
      ['written_comment', 'open'],
      ['request_to_speak', 'open'],
      ['public_comment_topic', 'closed'],
    ]);
  });

  it('a meeting that has begun has nothing open', async () => {
    const body = howToBeHeardResponseSchema.parse((await rulesFor(pastId)).json());
    expect(body.meeting_started).toBe(true);
    expect(body.deadlines.every((d) => d.state === 'closed' && d.minutes_left === 0)).toBe(true);
  });

  it('an unknown meeting is a 404 that names it, a bad id a 400', async () => {
    const missing = await rulesFor(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'Meeting not found.' } });
    expect((await rulesFor('abc')).statusCode).toBe(400);
  });
});
