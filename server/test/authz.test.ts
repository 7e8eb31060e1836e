/**
 * Authorization across every endpoint that reads or writes a user's data: Alice's things are invisible and
 * untouchable with Bob's token (404/403, or his own empty view), anonymous callers get 401, and admin routes
 * refuse residents with 403. The admin list is read from the OpenAPI document so a new admin route is covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManageToken } from '../alerts/subscriptions/manage-token.ts';
import { loadLinkSecret } from '../alerts/subscriptions/app-secret.ts';
import { seedCivicData } from '../seed/seed-civic.ts';
import { bearer, registerAndLogin, type TestAccount } from './auth-helpers.ts';
import { createMeeting } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let ctx: TestApp;
let alice: TestAccount;
let bob: TestAccount;
let admin: TestAccount;
const ids = { meeting: 0, campaign: 0, organization: 0, subscription: 0, otherSubscription: 0, notification: 0, topic: 0 };
/** Valid subscription preferences (the signup form without the email). */
const preferences = () => ({
  full_name: 'Alice Resident', phone_number: '(918) 555-0142', zip_code: '74103', interested_topics: [String(ids.topic)],
  meeting_types: ['regular_council'], sms_notifications: false, email_notifications: true, advance_notice_hours: 24,
});
const highlight = { annotationType: 9, pageIndex: 0, color: [255, 255, 152], boxes: [[72, 700, 200, 712]], opacity: 1 };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  await seedCivicData(ctx.db, { city: ctx.app.city, now: ctx.clock.now() });
  ids.meeting = await createMeeting(ctx.db, { minutes_url: '/api/v1/files/minutes/x.pdf' });
  // Alice's own password, so that Bob knowing his does not unlock hers.
  alice = await registerAndLogin(ctx.app, { password: 'Alice-Only-Passphrase-1921' });
  [bob, admin] = [await registerAndLogin(ctx.app), await registerAndLogin(ctx.app)];
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();

  ids.campaign = (await ctx.db.selectFrom('campaigns').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.organization = (await ctx.db.selectFrom('organizations').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  expect((await call('POST', `/campaigns/${ids.campaign}/join`, alice.token)).statusCode).toBeLessThan(300);
  expect((await call('PUT', `/organizations/${ids.organization}/connection`, alice.token)).statusCode).toBeLessThan(300);
  expect((await call('PUT', `/meetings/${ids.meeting}/annotations`, alice.token, { editors: [highlight] })).statusCode).toBe(200);

  ids.topic = (await ctx.db.selectFrom('notification_topics').select('id').executeTakeFirstOrThrow()).id;
  const form = (email: string) => ({ ...preferences(), email });
  // Alice proved her address, so her own sign-up is hers at once (issue 23: only a verified email joins).
  await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', alice.id).execute();
  const signed = await call('POST', '/subscriptions/signup', alice.token, form(alice.email));
  expect(signed.statusCode, signed.body).toBe(201);
  ids.subscription = (await ctx.db.selectFrom('subscriptions').select('id').where('email', '=', alice.email).executeTakeFirstOrThrow()).id;
  expect((await call('POST', '/subscriptions/signup', undefined, form('carol@example.org'))).statusCode).toBe(202);
  ids.otherSubscription = (await ctx.db.selectFrom('subscriptions').select('id').where('email', '=', 'carol@example.org').executeTakeFirstOrThrow()).id;

  const row = { user_id: alice.id, kind: 'meeting_reminder', title: 'For Alice', body: 'Wednesday at 6:00 PM.', link: '/meetings/1', created_at: ctx.clock.now().toISOString(), read_at: null };
  ids.notification = Number((await ctx.db.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow()).id);
});
afterAll(() => ctx.close());

function expectError(res: { statusCode: number; body: string }, statuses: number[]) {
  expect(statuses, `${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(JSON.parse(res.body).error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
}

describe('anonymous callers', () => {
  const userRoutes: [Method, () => string][] = [
    ['GET', () => '/auth/me'], ['PATCH', () => '/auth/me'], ['DELETE', () => '/auth/me'], ['POST', () => '/auth/logout'],
    ['POST', () => '/auth/change-password'], ['GET', () => '/campaigns/me/subscriptions'],
    ['POST', () => `/campaigns/${ids.campaign}/join`], ['DELETE', () => `/campaigns/${ids.campaign}/join`],
    ['GET', () => '/organizations/me/connections'], ['PUT', () => `/organizations/${ids.organization}/connection`],
    ['DELETE', () => `/organizations/${ids.organization}/connection`], ['GET', () => '/subscriptions'],
    ['GET', () => `/subscriptions/${ids.subscription}`], ['PUT', () => `/subscriptions/${ids.subscription}`],
    ['DELETE', () => `/subscriptions/${ids.subscription}`], ['GET', () => '/notifications'],
    ['GET', () => '/notifications/unread-count'], ['POST', () => `/notifications/${ids.notification}/read`],
    ['POST', () => '/notifications/read-all'], ['GET', () => `/meetings/${ids.meeting}/annotations`],
    ['PUT', () => `/meetings/${ids.meeting}/annotations`], ['GET', () => '/dashboard/summary'],
    ['GET', () => '/auth/sessions'], ['DELETE', () => '/auth/sessions'], ['DELETE', () => `/auth/sessions/${'A'.repeat(22)}`],
  ];
  // Valid bodies, so that the answer is about who asks, not what they sent.
  const bodies: Record<string, unknown> = {
    'PATCH /auth/me': { full_name: 'Nobody' },
    'DELETE /auth/me': { password: 'Greenwood-Rising-1921' },
    'POST /auth/change-password': { current_password: 'Greenwood-Rising-1921', new_password: 'Another-Long-Passphrase-2' },
    'PUT /subscriptions/{id}': preferences(),
    'PUT /meetings/{id}/annotations': { editors: [] },
  };
  it.each(userRoutes.map(([m, url]) => [m, url().replace(/\/\d+(?=\/|$)/g, '/{id}'), url] as const))('%s %s gets 401', async (method, name, url) => {
    expectError(await call(method, url(), undefined, bodies[`${method} ${name}`]), [401]);
  });
});

describe("another user's token", () => {
  it('auth/me answers with the caller, never with Alice', async () => {
    expect((await call('GET', '/auth/me', bob.token)).json()).toMatchObject({ id: bob.id, email: bob.email });
    expect((await call('PATCH', '/auth/me', bob.token, { full_name: 'Bob Renamed' })).json()).toMatchObject({ id: bob.id });
    expectError(await call('DELETE', '/auth/me', bob.token, { password: alice.password }), [400, 401, 403]);
    expect((await call('GET', '/auth/me', alice.token)).json()).toMatchObject({ id: alice.id, full_name: 'Ada Resident' });
  });

  it("signed-in devices: Bob sees only his own, and ending Alice's answers 404 and leaves her signed in", async () => {
    const alices = (await call('GET', '/auth/sessions', alice.token)).json().items as { id: string }[];
    const bobs = (await call('GET', '/auth/sessions', bob.token)).json().items as { id: string }[];
    expect(bobs.map((s) => s.id)).not.toContain(alices[0]!.id);
    expectError(await call('DELETE', `/auth/sessions/${alices[0]!.id}`, bob.token), [404]);
    expect((await call('GET', '/auth/me', alice.token)).statusCode).toBe(200);
  });

  it("campaign membership: Bob's leave and list touch only his own", async () => {
    await call('DELETE', `/campaigns/${ids.campaign}/join`, bob.token);
    expect(JSON.stringify((await call('GET', '/campaigns/me/subscriptions', bob.token)).json())).not.toContain(`"id":${ids.campaign},`);
    const members = await ctx.db.selectFrom('campaign_members').select('user_id').where('campaign_id', '=', ids.campaign).execute();
    expect(members.map((m) => m.user_id)).toEqual([alice.id]);
  });

  it("organization connections: Bob's disconnect and list touch only his own", async () => {
    await call('DELETE', `/organizations/${ids.organization}/connection`, bob.token);
    const bobs = (await call('GET', '/organizations/me/connections', bob.token)).json();
    expect(JSON.stringify(bobs)).not.toContain(`"id":${ids.organization},`);
    const rows = await ctx.db.selectFrom('organization_connections').select('user_id').where('organization_id', '=', ids.organization).execute();
    expect(rows.map((r) => r.user_id)).toEqual([alice.id]);
  });

  it("subscriptions/{id}: Bob gets 404, a manage link for another subscription 403, and Alice's stays", async () => {
    const url = `/subscriptions/${ids.subscription}`;
    expect((await call('GET', url, alice.token)).statusCode).toBe(200);
    expectError(await call('GET', url, bob.token), [404]);
    expectError(await call('PUT', url, bob.token, { ...preferences(), email_notifications: false, sms_notifications: true }), [404]);
    expectError(await call('DELETE', url, bob.token), [404]);
    const carolsLink = createManageToken(await loadLinkSecret(ctx.db, undefined), ids.otherSubscription, ctx.clock.now());
    expectError(await call('GET', `${url}?token=${encodeURIComponent(carolsLink)}`), [403]);
    expectError(await call('DELETE', `${url}?token=${encodeURIComponent(carolsLink)}`), [403]);
    expect((await call('GET', '/subscriptions', bob.token)).body).not.toContain(alice.email);
    const row = await ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', ids.subscription).executeTakeFirstOrThrow();
    expect(row.email_notifications).toBeTruthy();
    expect((await call('GET', url, alice.token)).statusCode).toBe(200);
  });

  it("notifications: Bob cannot see or mark Alice's", async () => {
    expectError(await call('POST', `/notifications/${ids.notification}/read`, bob.token), [404]);
    await call('POST', '/notifications/read-all', bob.token);
    expect((await call('GET', '/notifications', bob.token)).body).not.toContain('For Alice');
    expect((await call('GET', '/notifications/unread-count', alice.token)).json()).toEqual({ unread: 1 });
  });

  it("meeting annotations: Bob sees none of Alice's, and his save leaves hers alone", async () => {
    const url = `/meetings/${ids.meeting}/annotations`;
    expect((await call('GET', url, bob.token)).json().editors).toEqual([]);
    expect((await call('PUT', url, bob.token, { editors: [] })).statusCode).toBe(200);
    expect((await call('GET', url, alice.token)).json().editors).toEqual([highlight]);
  });

  it("dashboard summary: Bob's shows none of Alice's activity or notifications", async () => {
    const body = (await call('GET', '/dashboard/summary', bob.token)).json();
    expect(body.unread_notifications).toBe(0);
    expect(body.recent_activity).toEqual([]);
  });
});

describe('admin routes', () => {
  it('refuse residents with 403 and anonymous callers with 401, every one of them', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const adminOps = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => [m.toUpperCase() as Method, path.replace('/api/v1', '').replace(/\{\w+\}/g, '1')] as const));
    expect(adminOps.length).toBeGreaterThanOrEqual(11);
    // Valid bodies, so that the answer is about who asks, not what they sent.
    const bodies: Record<string, unknown> = {
      'POST /admin/organizations': { name: 'Resident Org', slug: 'resident-org', organization_type: 'nonprofit', description: 'x' },
      'POST /admin/campaigns': { title: 'Resident Campaign', description: 'x', organization_id: ids.organization },
      'PATCH /admin/organizations/1': { name: 'Renamed' },
      'PATCH /admin/campaigns/1': { title: 'Renamed' },
      'POST /admin/ingest': { urls: ['https://www.cityoftulsa.org/minutes.pdf'] },
    };
    for (const [method, url] of adminOps) {
      const payload = bodies[`${method} ${url}`];
      expectError(await call(method, url, bob.token, payload), [403]);
      expectError(await call(method, url, undefined, payload), [401]);
      expect((await call(method, url, admin.token, payload)).statusCode, `${method} ${url} as admin`).not.toBe(403);
    }
  });
});
