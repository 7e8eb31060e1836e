/** The dashboard summary: upcoming meetings in the 30-day window, unread notifications, recent activity. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../../campaigns/campaign-store.ts';
import { createOrganization } from '../../organizations/organization-store.ts';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let alice: TestAccount;
let bob: TestAccount;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.parse(TEST_NOW) + days * DAY).toISOString();
const ids = { soon: 0, later: 0, next: 0, fourth: 0, minutes: 0, campaign: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await registerAndLogin(ctx.app);
  bob = await registerAndLogin(ctx.app);
  const scheduled = { status: 'scheduled' as const, document_type: 'agenda' as const, summary: null, keywords: [], topics: [] };
  ids.soon = await createMeeting(ctx.db, { ...scheduled, title: 'Soon', meeting_date: at(2) });
  ids.later = await createMeeting(ctx.db, { ...scheduled, title: 'Later', meeting_date: at(29.9) });
  ids.next = await createMeeting(ctx.db, { ...scheduled, title: 'Next week', meeting_date: at(7) });
  ids.fourth = await createMeeting(ctx.db, { ...scheduled, title: 'Fourth', meeting_date: at(20) });
  await createMeeting(ctx.db, { ...scheduled, title: 'Too far', meeting_date: at(30.1) });
  await createMeeting(ctx.db, { ...scheduled, title: 'Past', meeting_date: at(-1) });
  await createMeeting(ctx.db, { ...scheduled, title: 'Cancelled', status: 'cancelled', meeting_date: at(3) });

  // Minutes on a followed topic: one new, one older than 30 days, one on another topic.
  ids.minutes = await createMeeting(ctx.db, { title: 'Minutes on water', topics: ['water-and-sewer'] }, new Date(at(-2)));
  await createMeeting(ctx.db, { title: 'Old minutes on water', topics: ['water-and-sewer'] }, new Date(at(-40)));
  await createMeeting(ctx.db, { title: 'Minutes on parks', topics: ['parks-and-recreation'] }, new Date(at(-1)));

  const topic = await ctx.db.insertInto('notification_topics').values({ slug: 'water-and-sewer', category: 'environment', display_name: 'Water and Sewer', description: 'Water.', icon: '💧' }).returning('id').executeTakeFirstOrThrow();
  // Alice verified her address, so the subscription made with it earlier is hers.
  await ctx.db.updateTable('users').set({ email_verified_at: at(-6) }).where('id', '=', alice.id).execute();
  const sub = await ctx.db.insertInto('subscriptions').values({
    user_id: null, full_name: 'Ada', email: alice.email.toUpperCase(), phone_number: null, zip_code: null,
    sms_notifications: 0, email_notifications: 1, advance_notice_hours: 24, created_at: at(-5), updated_at: at(-5), unsubscribed_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await ctx.db.insertInto('subscription_topics').values({ subscription_id: sub.id, topic_id: topic.id }).execute();

  const orgId = await createOrganization(ctx.db, {
    name: 'Up With Trees', slug: 'up-with-trees', description: 'Trees.', short_description: null, website_url: null,
    organization_type: 'environmental', focus_areas: ['environment'], service_areas: [], founded_year: null,
    is_verified: true, is_active: true, contact_email: null, phone: null, address: null, member_count: 0,
  }, ctx.clock.now());
  const campaignId = await createCampaign(ctx.db, { title: 'Plant Trees', description: 'Trees.', category: 'environment', target_date: null, status: 'active', organization_id: null }, ctx.clock.now());
  ids.campaign = campaignId;
  ctx.clock.set(at(-1));
  await ctx.app.inject({ method: 'PUT', url: `/api/v1/organizations/${orgId}/connection`, headers: bearer(alice.token) });
  ctx.clock.set(at(-0.5));
  await ctx.app.inject({ method: 'POST', url: `/api/v1/campaigns/${campaignId}/join`, headers: bearer(alice.token) });
  ctx.clock.set(TEST_NOW);

  const note = (userId: number, read: boolean) => ({ user_id: userId, kind: 'meeting', title: 'T', body: 'B', link: null, created_at: at(-1), read_at: read ? at(0) : null });
  await ctx.db.insertInto('notifications').values([note(alice.id, false), note(alice.id, false), note(alice.id, true), note(bob.id, false)]).execute();
});
afterAll(() => ctx.close());

const summary = (token?: string) => ctx.app.inject({ url: '/api/v1/dashboard/summary', headers: token ? bearer(token) : {} });

describe('GET /api/v1/dashboard/summary', () => {
  it('needs a signed-in user', async () => {
    const res = await summary();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('counts scheduled meetings in the next 30 days and links the first three, soonest first', async () => {
    const body = (await summary(alice.token)).json();
    expect(body.upcoming_meetings.count).toBe(4);
    expect(body.upcoming_meetings.items.map((m: { id: number }) => m.id)).toEqual([ids.soon, ids.next, ids.fourth]);
    expect(body.upcoming_meetings.items[0]).toMatchObject({ title: 'Soon', meeting_date: at(2), meeting_type: 'regular_council' });
  });

  it("counts only the user's own unread notifications", async () => {
    expect((await summary(alice.token)).json().unread_notifications).toBe(2);
    expect((await summary(bob.token)).json().unread_notifications).toBe(1);
  });

  it('lists joins, connections, subscriptions and new minutes on followed topics, newest first', async () => {
    const body = (await summary(alice.token)).json();
    expect(body.recent_activity).toEqual([
      { kind: 'campaign_joined', title: 'Plant Trees', link: `/campaigns/${ids.campaign}`, occurred_at: at(-0.5) },
      { kind: 'organization_connected', title: 'Up With Trees', link: '/organizations/up-with-trees', occurred_at: at(-1) },
      { kind: 'new_minutes', title: 'Minutes on water', link: `/meetings/${ids.minutes}`, occurred_at: at(-2) },
      { kind: 'subscribed', title: alice.email.toUpperCase(), link: null, occurred_at: at(-5) },
    ]);
    expect((await summary(bob.token)).json().recent_activity).toEqual([]);
  });

  it('follows profile interests too', async () => {
    await ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: bearer(bob.token), payload: { interests: ['parks-and-recreation'] } });
    const body = (await summary(bob.token)).json();
    expect(body.recent_activity.map((a: { title: string }) => a.title)).toEqual(['Minutes on parks']);
  });
});
