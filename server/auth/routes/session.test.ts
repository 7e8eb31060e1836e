import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, registration } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (payload: object, url = '/api/v1/auth/login/email') => ctx.app.inject({ method: 'POST', url, payload });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('sign-in and sessions', () => {
  it('signs in with a bearer token, 12 hours by default, on both paths', async () => {
    const account = registration();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: account });
    for (const url of ['/api/v1/auth/login/email', '/api/v1/auth/login']) {
      const res = await login({ email: account.email, password: account.password }, url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token_type).toBe('bearer');
      expect(body.access_token.length).toBeGreaterThanOrEqual(43);
      expect(body.user.email).toBe(account.email);
      expect(new Date(body.expires_at).getTime() - ctx.clock.now().getTime()).toBe(12 * 3600 * 1000);
    }
  });

  it('stores only a hash of the token', async () => {
    const account = await registerAndLogin(ctx.app);
    const rows = await ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === account.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const account = await registerAndLogin(ctx.app);
    const wrongPassword = await login({ email: account.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: `nobody-${Date.now()}@example.org`, password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json().error.code).toBe('invalid_credentials');
  });

  it('restores the user from the token, and refuses a missing or forged one', async () => {
    const account = await registerAndLogin(ctx.app);
    const ok = await me(account.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(account.email);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).json().error.code).toBe('unauthorized');
    const forged = await me(`${account.token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('invalid_token');
  });

  it('expires a session after 12 hours, and a remembered one after 30 days', async () => {
    const account = await registerAndLogin(ctx.app);
    const remembered = (await login({ email: account.email, password: account.password, remember_me: true })).json();
    ctx.clock.advance(12 * 3600 * 1000 + 1000);
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(remembered.access_token)).statusCode).toBe(200);
    ctx.clock.advance(30 * 24 * 3600 * 1000);
    expect((await me(remembered.access_token)).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const account = await registerAndLogin(ctx.app);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(account.token) });
    expect(out.statusCode).toBe(200);
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('edits the profile and clears optional fields with null', async () => {
    const account = await registerAndLogin(ctx.app, { phone_number: '918-555-0199', zip_code: '74104' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { full_name: 'Ada B. Resident', phone_number: null, zip_code: '74120' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'Ada B. Resident', phone_number: null, zip_code: '74120' });
    const empty = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: bearer(account.token), payload: {} });
    expect(empty.statusCode).toBe(400);
    // A new email needs the password and a link (server/auth/routes/email-ownership.test.ts).
    const other = await registerAndLogin(ctx.app);
    const noPassword = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { email: other.email },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.details[0].field).toBe('current_password');
  });

  it('changes the password and signs out every other session', async () => {
    const account = await registerAndLogin(ctx.app);
    const second = (await login({ email: account.email, password: account.password })).json().access_token;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(account.token),
      payload: { current_password: 'nope-nope-nope', new_password: 'Brady-Arts-District-2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('current_password');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(account.token),
      payload: { current_password: account.password, new_password: 'Brady-Arts-District-2' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login({ email: account.email, password: 'Brady-Arts-District-2' })).statusCode).toBe(200);
  });

  it('deletes the account and what belongs to it, only with the password', async () => {
    const account = await registerAndLogin(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { password: account.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(account.token)).statusCode).toBe(401);
    const sessions = await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', account.id).execute();
    expect(sessions).toEqual([]);
    expect((await login({ email: account.email, password: account.password })).statusCode).toBe(401);
  });
});
