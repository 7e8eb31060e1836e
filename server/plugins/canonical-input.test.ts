/**
 * Input is canonicalised once: invalid text (NUL, other control characters, lone surrogates) is refused with a
 * 400 on every route and both engines, and path ids are canonical decimal only (issue 23).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTopics } from '../test/fixtures/alert-fixtures.ts';
import { bearer, registerAndLogin, registration, type TestAccount } from '../test/auth-helpers.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { findInvalidText } from './canonical-input.ts';

let ctx: TestApp;
let admin: TestAccount;
let topicIds: Map<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerAndLogin(ctx.app);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  topicIds = await seedTopics(ctx.db, ctx.app.city);
});
afterAll(() => ctx.close());

const signupForm = (overrides: Record<string, unknown>) => ({
  full_name: 'Greta Subscriber',
  email: `greta-${Math.random().toString(36).slice(2)}@example.org`,
  interested_topics: [String(topicIds.get('city-budget'))],
  meeting_types: ['regular_council'],
  sms_notifications: false,
  email_notifications: true,
  advance_notice_hours: 24,
  ...overrides,
});

function expectInvalidText(res: { statusCode: number; json(): any }, field: string, location: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('validation_failed');
  expect(res.json().error.details[0]).toMatchObject({ field, location, code: 'invalid_text' });
}

describe('invalid text is refused with 400, never stored and never a 500', () => {
  it('finds NUL, control characters and lone surrogates, and lets real text through', () => {
    expect(findInvalidText({ a: ['ok', 'x\u0000y'] })).toBe('a.1');
    expect(findInvalidText({ b: '\u0007' })).toBe('b');
    expect(findInvalidText({ c: 'half \ud83c pair' })).toBe('c');
    expect(findInvalidText({ ['k\u0000']: 1 })).toBe('(key)');
    expect(findInvalidText({ d: 'Zoë Ñandú 東京 🏛️\ttab\nline\r\n' })).toBeNull();
  });

  it('in JSON bodies: register, alert sign-up, admin organization', async () => {
    const before = await ctx.db.selectFrom('users').select('id').execute();
    const register = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration({ full_name: 'a\u0000b' }) });
    expectInvalidText(register, 'full_name', 'body');
    expect(await ctx.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);

    const signup = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/signup', payload: signupForm({ full_name: 'a\u0000b' }) });
    expectInvalidText(signup, 'full_name', 'body');
    expect(await ctx.db.selectFrom('subscriptions').select('id').execute()).toHaveLength(0);

    const org = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/organizations',
      headers: bearer(admin.token),
      payload: { name: 'Hub', slug: 'hub', description: 'x\u0000', organization_type: 'nonprofit', focus_areas: ['transportation'] },
    });
    expectInvalidText(org, 'description', 'body');
  });

  it('as raw JSON escapes: \\u0000 and a lone surrogate', async () => {
    for (const escaped of ['\\u0000', '\\ud800']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(registration({ full_name: 'PLACEHOLDER' })).replace('PLACEHOLDER', `a${escaped}b`),
      });
      expectInvalidText(res, 'full_name', 'body');
    }
  });

  it('in query strings and path parameters', async () => {
    expectInvalidText(await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?topic=%00' }), 'topic', 'querystring');
    expectInvalidText(await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?q=a%01b' }), 'q', 'querystring');
    expectInvalidText(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/outbox?recipient=a%00b', headers: bearer(admin.token) }),
      'recipient',
      'querystring',
    );
    expectInvalidText(await ctx.app.inject({ method: 'GET', url: '/api/v1/organizations/slug/a%00b' }), 'slug', 'params');
  });
});

describe('path ids are canonical decimal only', () => {
  it('reads 16 as 16 and refuses 0x10, 1e1, 016, " 16", +16 and 16.0 with 400', async () => {
    const id = await createMeeting(ctx.db);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${id}` })).statusCode).toBe(200);
    const forms = [`0x${id.toString(16)}`, `0${id}`, `%20${id}`, `%2B${id}`, `${id}.0`, `${id}e0`, '1e1', '0b1', '0'];
    for (const form of forms) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${form}` });
      expect(res.statusCode, form).toBe(400);
      expect(res.json().error.code, form).toBe('validation_failed');
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/0${id}.ics` })).statusCode).toBe(400);
  });

  it('does not let DELETE /admin/organizations/0x10 remove organization 16', async () => {
    let target: { id: number } | undefined;
    for (let i = 0; i < 20 && !target; i++) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/organizations',
        headers: bearer(admin.token),
        payload: { name: `Org ${i}`, slug: `org-${i}`, description: 'd', organization_type: 'nonprofit', focus_areas: ['transportation'] },
      });
      if (created.json().id >= 16) target = created.json();
    }
    const hex = `0x${target!.id.toString(16)}`;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/organizations/${hex}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(400);
    const row = await ctx.db.selectFrom('organizations').select('is_active').where('id', '=', target!.id).executeTakeFirstOrThrow();
    expect(Boolean(row.is_active)).toBe(true);
  });

  it('holds query integers to the same form', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=10' })).statusCode).toBe(200);
    for (const form of ['0x10', '1e1', '010', '%2010']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/?limit=${form}` })).statusCode, form).toBe(400);
    }
  });
});

describe('the meetings list cache', () => {
  it('serves one cached page whatever junk parameters the URL carries', async () => {
    const id = await createMeeting(ctx.db, { title: 'Cached title' });
    const titles = async (url: string) => ((await ctx.app.inject({ method: 'GET', url })).json().items as { id: number; title: string }[]).find((m) => m.id === id)?.title;
    expect(await titles('/api/v1/meetings/?limit=100&junk=1')).toBe('Cached title');
    // Written behind the cache's back: only a fresh build would see it.
    await ctx.db.updateTable('meetings').set({ title: 'Changed title' }).where('id', '=', id).execute();
    expect(await titles('/api/v1/meetings/?junk=2')).toBe('Cached title');
    expect(await titles('/api/v1/meetings/?skip=0&cache-buster=3')).toBe('Cached title');
  });
});
