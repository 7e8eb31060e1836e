import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A second sign-in of the account, from the given browser. */
async function signInAgain(account: TestAccount, userAgent?: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/email',
    headers: userAgent ? { 'user-agent': userAgent } : {},
    payload: { email: account.email, password: account.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

const list = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: bearer(token) });
const end = (token: string, id: number | string) => ctx.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${id}`, headers: bearer(token) });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('signed-in devices', () => {
  it('lists my live sessions with their device and times, the current one first, and never a token or its hash', async () => {
    const account = await registerAndLogin(ctx.app);
    const phone = await signInAgain(account, ANDROID_CHROME);
    const signedInAt = ctx.clock.now().toISOString();
    const res = await list(phone);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { items } = res.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), created_at: signedInAt, last_used_at: signedInAt, browser: 'Chrome', os: 'Android', current: true });
    expect(items[1]).toMatchObject({ browser: null, os: null, current: false });
    const hashes = await ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', account.id).execute();
    for (const secret of [phone, account.token, ...hashes.map((h) => h.token_hash)]) expect(res.body).not.toContain(secret);
  });

  it('notes when a session was used, at most once a minute', async () => {
    const account = await registerAndLogin(ctx.app);
    const start = ctx.clock.now().getTime();
    const lastUsed = async () => (await list(account.token)).json().items[0].last_used_at as string;
    ctx.clock.advance(30_000);
    expect(await lastUsed()).toBe(new Date(start).toISOString());
    ctx.clock.advance(31_000);
    expect(await lastUsed()).toBe(new Date(start + 61_000).toISOString());
    ctx.clock.advance(59_000);
    expect(await lastUsed()).toBe(new Date(start + 61_000).toISOString());
  });

  it('ends another of my sessions: its token fails with 401 at once, and the list drops it', async () => {
    const account = await registerAndLogin(ctx.app);
    const phone = await signInAgain(account, IPHONE_SAFARI);
    expect((await me(phone)).statusCode).toBe(200);
    const other = (await list(account.token)).json().items.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ browser: 'Safari', os: 'iPhone' });
    const res = await end(account.token, other.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await me(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('invalid_token');
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await list(account.token)).json().items.map((s: { id: string }) => s.id)).not.toContain(other.id);
    // Ended once is ended: a second try finds nothing to end.
    expect((await end(account.token, other.id)).statusCode).toBe(404);
  });

  it("answers 404 for another resident's session, the same as for none, and leaves it signed in", async () => {
    const alice = await registerAndLogin(ctx.app);
    const bob = await registerAndLogin(ctx.app);
    const alicesId = (await list(alice.token)).json().items[0].id as string;
    const theirs = await end(bob.token, alicesId);
    const nobodys = await end(bob.token, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(theirs.statusCode).toBe(404);
    expect(nobodys.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    expect((await me(alice.token)).statusCode).toBe(200);
    expect((await list(bob.token)).body).not.toContain(alicesId);
  });

  it('shows opaque ids, not row numbers: two sessions signed in one after the other share no sequence (issue 51)', async () => {
    const account = await registerAndLogin(ctx.app);
    await signInAgain(account, ANDROID_CHROME);
    const ids = (await list(account.token)).json().items.map((s: { id: string }) => s.id) as string[];
    const rows = await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', account.id).execute();
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ids.filter((id) => rows.some((row) => String(row.id) === id))).toEqual([]);
    expect(new Set(ids).size).toBe(2);
  });

  it('refuses a malformed id with a clear 400', async () => {
    const account = await registerAndLogin(ctx.app);
    for (const id of ['abc', '0', '-1', '012', '1e3', '0x10', '99999999999', 'A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}.`]) {
      const res = await end(account.token, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
      expect(res.json().error.details[0].field, id).toBe('id');
    }
  });

  it('signs out everywhere else, keeping the session that asked', async () => {
    const account = await registerAndLogin(ctx.app);
    const others = [await signInAgain(account, ANDROID_CHROME), await signInAgain(account, IPHONE_SAFARI)];
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/sessions', headers: bearer(account.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await list(account.token)).json().items).toHaveLength(1);
  });

  it('asks for a sign-in', async () => {
    for (const [method, url] of [['GET', '/api/v1/auth/sessions'], ['DELETE', '/api/v1/auth/sessions'], ['DELETE', `/api/v1/auth/sessions/${'A'.repeat(22)}`]] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });
});
