/**
 * The dashboard's followed items (issue 32): each item a resident follows, with its place on the agenda of the
 * next meeting still to come that lists it, so "Speak up" can be offered there; an item only past meetings list,
 * or one an upcoming agenda prints as pulled, has none. Another resident sees none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSummarySchema } from '#contract/dashboard.ts';
import { bearer } from '../test/auth-helpers.ts';
import { createMeeting, createResident, type CreatedResident } from '../test/factories.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
let rosa: CreatedResident;
let sam: CreatedResident;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.parse(TEST_NOW) + days * DAY).toISOString();
const agenda = { status: 'scheduled' as const, document_type: 'agenda' as const };
const ids = { soon: 0, later: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  rosa = await createResident(ctx.db, { label: 'rosa' });
  sam = await createResident(ctx.db, { label: 'sam' });
  const item = (number: string, file: string, extra: object = {}) => ({ item_number: number, title: `Item ${file}`, item_type: 'motion' as const, file_number: file, ...extra });
  await createMeeting(ctx.db, { title: 'Past', meeting_date: at(-7), agenda_items: [item('3.', '26-300-1'), item('4.', '26-400-1')] });
  ids.later = await createMeeting(ctx.db, { ...agenda, title: 'Later', meeting_date: at(14), agenda_items: [item('9.', '26-100-1')] });
  ids.soon = await createMeeting(ctx.db, { ...agenda, title: 'Soon', meeting_date: at(2), agenda_items: [item('7.a.', '26-100-1'), item('7.b.', '26-200-1', { vote_result: 'pulled' })] });
  const now = ctx.clock.now().toISOString();
  const sub = await ctx.db
    .insertInto('subscriptions')
    .values({ user_id: rosa.id, full_name: 'Rosa', email: rosa.email, phone_number: null, zip_code: null, sms_notifications: 0, email_notifications: 1, advance_notice_hours: 24, created_at: now, updated_at: now, unsubscribed_at: null, confirmed_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const follow = (file: string, minutes: number, confirmed = true) => ({
    subscription_id: sub.id, file_number: file, title: `Followed ${file}`, created_at: new Date(Date.parse(now) + minutes * 60_000).toISOString(), confirmed_at: confirmed ? now : null,
  });
  await ctx.db.insertInto('item_follows').values([follow('26-100-1', 1), follow('26-200-1', 2), follow('26-300-1', 3), follow('26-400-1', 4, false)]).execute();
});
afterAll(() => ctx.close());

async function followed(token: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return dashboardSummarySchema.parse(res.json()).followed_items;
}

describe('dashboard: followed items', () => {
  it('places each followed item on the next meeting to come that lists it, newest follow first', async () => {
    const soonItem = await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', ids.soon).where('item_number', '=', '7.a.').executeTakeFirstOrThrow();
    expect(await followed(rosa.token)).toEqual([
      { file_number: '26-300-1', title: 'Followed 26-300-1', upcoming: null },
      { file_number: '26-200-1', title: 'Followed 26-200-1', upcoming: null },
      {
        file_number: '26-100-1',
        title: 'Followed 26-100-1',
        upcoming: { meeting_id: ids.soon, meeting_title: 'Soon', meeting_date: at(2), item_id: soonItem.id, item_number: '7.a.' },
      },
    ]);
  });

  it("shows another resident none of them", async () => {
    expect(await followed(sam.token)).toEqual([]);
  });
});
