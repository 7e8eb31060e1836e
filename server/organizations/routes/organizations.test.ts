/** Organizations: list filters, detail by id and slug, connections saved per user, and bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrganizationInput } from '#contract/organizations.ts';
import { createOrganization } from '../organization-store.ts';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let alice: TestAccount;
let bob: TestAccount;
const ids = { housing: 0, trees: 0, closed: 0, arts: 0 };

function org(overrides: Partial<CreateOrganizationInput>): CreateOrganizationInput {
  return {
    name: 'Org',
    slug: 'org',
    description: 'Works on things.',
    short_description: null,
    website_url: null,
    organization_type: 'nonprofit',
    focus_areas: ['housing'],
    service_areas: [],
    founded_year: null,
    is_verified: false,
    is_active: true,
    contact_email: null,
    phone: null,
    address: null,
    member_count: 0,
    ...overrides,
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  const now = ctx.clock.now();
  ids.housing = await createOrganization(ctx.db, org({ name: 'Housing Partners', slug: 'housing-partners', focus_areas: ['housing', 'social_justice', 'community_building', 'education'], is_verified: true, service_areas: ['North Tulsa'], founded_year: 1990, contact_email: 'hello@example.org', member_count: 40 }), now);
  ids.trees = await createOrganization(ctx.db, org({ name: 'Up With Trees', slug: 'up-with-trees', organization_type: 'environmental', focus_areas: ['environment'], description: 'Plants 100% native street trees.' }), now);
  ids.closed = await createOrganization(ctx.db, org({ name: 'Old Housing Group', slug: 'old-housing', is_active: false }), now);
  ids.arts = await createOrganization(ctx.db, org({ name: 'Arts Alliance', slug: 'arts-alliance', organization_type: 'cultural', focus_areas: ['arts_culture'] }), now);
  alice = await registerAndLogin(ctx.app);
  bob = await registerAndLogin(ctx.app);
});
afterAll(() => ctx.close());

const names = (body: { items: { name: string }[] }) => body.items.map((o) => o.name);

describe('GET /api/v1/organizations/', () => {
  it('lists active organizations, verified first then by name, with every field', async () => {
    const res = await ctx.app.inject('/api/v1/organizations/?limit=100&skip=0&active_only=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Housing Partners', 'Arts Alliance', 'Up With Trees']);
    expect(body.total).toBe(3);
    expect(body.items[0]).toMatchObject({
      slug: 'housing-partners',
      focus_areas: ['housing', 'social_justice', 'community_building', 'education'],
      service_areas: ['North Tulsa'],
      founded_year: 1990,
      is_verified: true,
      is_active: true,
      contact_email: 'hello@example.org',
      member_count: 40,
      is_connected: false,
    });
  });

  it('includes inactive ones with active_only=false, and pages with limit and skip', async () => {
    const all = (await ctx.app.inject('/api/v1/organizations/?active_only=false')).json();
    expect(all.total).toBe(4);
    const page = (await ctx.app.inject('/api/v1/organizations/?active_only=false&limit=2&skip=2')).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(4);
    expect(names(page)).toEqual(names(all).slice(2));
  });

  it('filters by type, focus area and words (wildcards taken literally)', async () => {
    const get = async (qs: string) => names((await ctx.app.inject(`/api/v1/organizations/?${qs}`)).json());
    expect(await get('organization_type=environmental')).toEqual(['Up With Trees']);
    expect(await get('focus_area=housing')).toEqual(['Housing Partners']);
    expect(await get('focus_area=housing&active_only=false')).toEqual(['Housing Partners', 'Old Housing Group']);
    expect(await get('q=HOUSING')).toEqual(['Housing Partners']);
    expect(await get('q=100%25')).toEqual(['Up With Trees']);
    expect(await get('q=%25')).toEqual(['Up With Trees']);
    expect(await get('q=_')).toEqual([]);
  });

  it('rejects bad filters with a 400 in the error shape', async () => {
    for (const qs of ['organization_type=club', 'focus_area=space', 'active_only=maybe', 'limit=0', 'limit=101', 'skip=-1']) {
      const res = await ctx.app.inject(`/api/v1/organizations/?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/v1/organizations/{id} and /slug/{slug}', () => {
  it('returns one organization, inactive ones included', async () => {
    expect((await ctx.app.inject(`/api/v1/organizations/${ids.trees}`)).json().name).toBe('Up With Trees');
    const bySlug = await ctx.app.inject('/api/v1/organizations/slug/old-housing');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: ids.closed, is_active: false });
  });

  it('gives 404 for unknown ones and 400 for malformed ids and slugs', async () => {
    expect((await ctx.app.inject('/api/v1/organizations/999999')).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/v1/organizations/slug/no-such-org')).json().error.code).toBe('not_found');
    for (const url of ['/api/v1/organizations/abc', '/api/v1/organizations/0', '/api/v1/organizations/1.5', '/api/v1/organizations/slug/Bad_Slug']) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(400);
    }
  });
});

describe('connections', () => {
  const put = (id: number | string, token?: string, payload?: unknown) =>
    ctx.app.inject({ method: 'PUT', url: `/api/v1/organizations/${id}/connection`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const del = (id: number | string, token?: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/organizations/${id}/connection`, headers: token ? bearer(token) : {} });
  const mine = async (token: string) =>
    (await ctx.app.inject({ url: '/api/v1/organizations/me/connections', headers: bearer(token) })).json().items.map((i: { slug: string }) => i.slug);

  it('needs a signed-in user', async () => {
    expect((await put(ids.trees)).statusCode).toBe(401);
    expect((await del(ids.trees)).statusCode).toBe(401);
    expect((await ctx.app.inject('/api/v1/organizations/me/connections')).statusCode).toBe(401);
    const badToken = await put(ids.trees, 'not-a-real-token');
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json().error.code).toBe('invalid_token');
  });

  it('connects and disconnects the signed-in user only, idempotently', async () => {
    // A body naming someone else is ignored: the user is the session's.
    const first = await put(ids.trees, alice.token, { user_id: bob.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ organization_id: ids.trees, is_connected: true });
    expect((await put(ids.trees, alice.token)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    await put(ids.housing, alice.token);
    expect(await mine(alice.token)).toEqual(['housing-partners', 'up-with-trees']);
    expect(await mine(bob.token)).toEqual([]);

    const asAlice = (await ctx.app.inject({ url: '/api/v1/organizations/', headers: bearer(alice.token) })).json();
    const connected = asAlice.items.filter((o: { is_connected: boolean }) => o.is_connected).map((o: { slug: string }) => o.slug);
    expect(connected.sort()).toEqual(['housing-partners', 'up-with-trees']);
    const asBob = (await ctx.app.inject({ url: `/api/v1/organizations/${ids.trees}`, headers: bearer(bob.token) })).json();
    expect(asBob.is_connected).toBe(false);

    const removed = await del(ids.trees, alice.token);
    expect(removed.json()).toEqual({ organization_id: ids.trees, is_connected: false });
    expect((await del(ids.trees, alice.token)).statusCode).toBe(200);
    // Bob disconnecting does not touch Alice's connection.
    await del(ids.housing, bob.token);
    expect(await mine(alice.token)).toEqual(['housing-partners']);
  });

  it('gives 404 for unknown organizations, 400 for bad ids, 409 for an inactive one', async () => {
    expect((await put(999999, alice.token)).statusCode).toBe(404);
    expect((await del(999999, alice.token)).statusCode).toBe(404);
    expect((await put('abc', alice.token)).statusCode).toBe(400);
    expect((await put(-3, alice.token)).statusCode).toBe(400);
    const inactive = await put(ids.closed, alice.token);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.code).toBe('conflict');
  });
});
