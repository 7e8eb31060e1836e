/** Campaigns: the list with is_member, detail, join/leave for the session's user only, subscriptions summary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateCampaignInput } from '#contract/campaigns.ts';
import { createCampaign } from '../campaign-store.ts';
import { createOrganization } from '../../organizations/organization-store.ts';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let alice: TestAccount;
let bob: TestAccount;
const ids = { trees: 0, sidewalks: 0, library: 0, parks: 0, closed: 0, done: 0 };

function campaign(overrides: Partial<CreateCampaignInput>): CreateCampaignInput {
  return { title: 'Campaign', description: 'Do a thing.', category: 'community', target_date: null, status: 'active', organization_id: null, ...overrides };
}

beforeAll(async () => {
  ctx = await createTestApp();
  const now = ctx.clock.now();
  const orgId = await createOrganization(ctx.db, {
    name: 'Up With Trees', slug: 'up-with-trees', description: 'Trees.', short_description: null, website_url: null,
    organization_type: 'environmental', focus_areas: ['environment'], service_areas: [], founded_year: null,
    is_verified: true, is_active: true, contact_email: null, phone: null, address: null, member_count: 0,
  }, now);
  ids.trees = await createCampaign(ctx.db, campaign({ title: 'Plant Trees', category: 'environment', target_date: '2027-03-01', organization_id: orgId }), now);
  ids.sidewalks = await createCampaign(ctx.db, campaign({ title: 'Sidewalks', category: 'infrastructure', target_date: '2027-01-15' }), now);
  ids.library = await createCampaign(ctx.db, campaign({ title: 'Library Hours', category: 'education' }), now);
  ids.parks = await createCampaign(ctx.db, campaign({ title: 'Parks', category: 'community', target_date: '2027-06-01' }), now);
  ids.closed = await createCampaign(ctx.db, campaign({ title: 'Closed Drive', status: 'closed' }), now);
  ids.done = await createCampaign(ctx.db, campaign({ title: 'Finished Drive', status: 'completed' }), now);
  alice = await registerAndLogin(ctx.app);
  bob = await registerAndLogin(ctx.app);
});
afterAll(() => ctx.close());

const join = (id: number | string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/campaigns/${id}/join`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const leave = (id: number | string, token?: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/campaigns/${id}/join`, headers: token ? bearer(token) : {} });
const subscriptions = async (token: string) =>
  (await ctx.app.inject({ url: '/api/v1/campaigns/me/subscriptions', headers: bearer(token) })).json();

describe('GET /api/v1/campaigns/', () => {
  it('answers the array, active first by target date (open-ended last), with organization and counts', async () => {
    const res = await ctx.app.inject('/api/v1/campaigns/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((c: { title: string }) => c.title)).toEqual([
      'Sidewalks', 'Plant Trees', 'Parks', 'Library Hours', 'Finished Drive', 'Closed Drive',
    ]);
    expect(body[1]).toMatchObject({
      category: 'environment',
      target_date: '2027-03-01',
      status: 'active',
      is_member: false,
      membership_role: null,
      member_count: 0,
      organization: { name: 'Up With Trees', slug: 'up-with-trees' },
    });
    expect(body[0].organization).toBeNull();
  });

  it('filters by status and rejects bad queries', async () => {
    const closed = (await ctx.app.inject('/api/v1/campaigns/?status=closed')).json();
    expect(closed.map((c: { title: string }) => c.title)).toEqual(['Closed Drive']);
    expect((await ctx.app.inject('/api/v1/campaigns/?status=open')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/v1/campaigns/?limit=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/campaigns/{id}', () => {
  it('returns one campaign, 404 unknown, 400 malformed', async () => {
    expect((await ctx.app.inject(`/api/v1/campaigns/${ids.done}`)).json()).toMatchObject({ title: 'Finished Drive', status: 'completed' });
    expect((await ctx.app.inject('/api/v1/campaigns/999999')).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/v1/campaigns/x1')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/v1/campaigns/99999999999')).statusCode).toBe(400);
  });
});

describe('joining and leaving', () => {
  it('needs a signed-in user', async () => {
    expect((await join(ids.trees)).statusCode).toBe(401);
    expect((await leave(ids.trees)).statusCode).toBe(401);
    const res = await ctx.app.inject('/api/v1/campaigns/me/subscriptions');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('joins as the session user only, idempotently, and shows is_member to that user alone', async () => {
    const first = await join(ids.trees, alice.token, { user_id: bob.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: ids.trees, is_member: true, membership_role: 'member', member_count: 1 });
    const again = await join(ids.trees, alice.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().member_count).toBe(1);

    const asAlice = (await ctx.app.inject({ url: '/api/v1/campaigns/', headers: bearer(alice.token) })).json();
    expect(asAlice.find((c: { id: number }) => c.id === ids.trees).is_member).toBe(true);
    const asBob = (await ctx.app.inject({ url: `/api/v1/campaigns/${ids.trees}`, headers: bearer(bob.token) })).json();
    expect(asBob).toMatchObject({ is_member: false, membership_role: null, member_count: 1 });
    expect((await subscriptions(bob.token)).total_subscribed).toBe(0);
  });

  it('refuses closed and completed campaigns with 409, unknown with 404, bad ids with 400', async () => {
    for (const id of [ids.closed, ids.done]) {
      const res = await join(id!, bob.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('campaign_closed');
    }
    expect((await join(999999, bob.token)).statusCode).toBe(404);
    expect((await leave(999999, bob.token)).statusCode).toBe(404);
    expect((await join('abc', bob.token)).statusCode).toBe(400);
    expect((await join(0, bob.token)).statusCode).toBe(400);
  });

  it('summarises the active campaigns, most recently joined first, member or organizer', async () => {
    for (const id of [ids.sidewalks, ids.library, ids.parks]) {
      ctx.clock.advance(60_000);
      expect((await join(id!, alice.token)).statusCode).toBe(200);
    }
    // An organizer appears with that role.
    await ctx.db.updateTable('campaign_members').set({ membership_role: 'organizer' }).where('campaign_id', '=', ids.library).where('user_id', '=', alice.id).execute();
    // A membership of a campaign that closed later is not active.
    await ctx.db.insertInto('campaign_members').values({ campaign_id: ids.closed, user_id: alice.id, membership_role: 'member', joined_at: ctx.clock.now().toISOString() }).execute();
    const body = await subscriptions(alice.token);
    expect(body.total_subscribed).toBe(4);
    expect(body.active_campaigns).toEqual([
      { id: ids.parks, title: 'Parks', category: 'community', membership_role: 'member' },
      { id: ids.library, title: 'Library Hours', category: 'education', membership_role: 'organizer' },
      { id: ids.sidewalks, title: 'Sidewalks', category: 'infrastructure', membership_role: 'member' },
      { id: ids.trees, title: 'Plant Trees', category: 'environment', membership_role: 'member' },
    ]);
  });

  it('leaves as the session user only, idempotently, also a closed campaign', async () => {
    await join(ids.parks, bob.token);
    const res = await leave(ids.parks, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_member: false, membership_role: null, member_count: 1 });
    expect((await leave(ids.parks, alice.token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/v1/campaigns/${ids.parks}`, headers: bearer(bob.token) })).json().is_member).toBe(true);
    expect((await leave(ids.closed, alice.token)).json().is_member).toBe(false);
    expect((await subscriptions(alice.token)).total_subscribed).toBe(3);
  });
});
