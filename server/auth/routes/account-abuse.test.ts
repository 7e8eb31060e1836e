/**
 * Account defects of issue 23: usernames unique regardless of case under concurrency, reset links single-use
 * per account and void after a password change, the reset confirmation checked before hashing and limited, and
 * wrong current passwords limited on change-password and account deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_DELAYS } from '../attempt-throttle.ts';
import { bearer, registerAndLogin, registration } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
});
afterAll(() => ctx.close());

const requestReset = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.1`, payload: { email } });
const confirm = (token: string, password: string, remoteAddress = '10.9.9.9') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/confirm', remoteAddress, payload: { token, password } });

async function resetTokens(email: string): Promise<string[]> {
  await ctx.app.jobs.runOnce();
  const mails = await ctx.db.selectFrom('outbox').select('text_body').where('recipient', '=', email).orderBy('id').execute();
  return mails.flatMap((m) => {
    const match = /reset-password\?token=([\w%-]+)/.exec(m.text_body);
    return match ? [decodeURIComponent(match[1]!)] : [];
  });
}

describe('usernames regardless of case', () => {
  it('creates one account out of 20 concurrent registrations that differ only in case', async () => {
    const base = `casey${Date.now() % 100000}`;
    const variants = Array.from({ length: 20 }, (_, i) =>
      [...base].map((ch, j) => ((i >> j) & 1 ? ch.toUpperCase() : ch)).join(''),
    );
    const results = await Promise.all(
      variants.map((username, i) =>
        ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress: `10.2.0.${i + 1}`, payload: registration({ username }) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((res) => res.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('username_taken');
    }
  });
});

describe('reset links', () => {
  it('are single-use per account: using one voids the others', async () => {
    const account = await registerAndLogin(ctx.app);
    await requestReset(account.email);
    await requestReset(account.email);
    const [first, second] = await resetTokens(account.email);
    expect((await confirm(second!, 'Second-Link-Password-1')).statusCode).toBe(200);
    const stale = await confirm(first!, 'First-Link-Password-1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('invalid_token');
  });

  it('are void after the password is changed while signed in', async () => {
    const account = await registerAndLogin(ctx.app);
    await requestReset(account.email);
    const [token] = await resetTokens(account.email);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(account.token),
      payload: { current_password: account.password, new_password: 'Changed-By-Owner-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(token!, 'Attacker-Chosen-Pass-1')).json().error.code).toBe('invalid_token');
  });

  it('are checked before the new password is (an unknown link is invalid_token, not a password problem)', async () => {
    const res = await confirm('x'.repeat(43), 'password123');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('limits confirmations per address with 429 and Retry-After', async () => {
    const address = '10.3.3.3';
    for (let i = 0; i < AUTH_RATE_LIMITS.resetConfirmPerIp.limit; i++) {
      expect((await confirm(`bogus-token-${i}-${'y'.repeat(30)}`, 'Some-New-Password-1', address)).statusCode).toBe(400);
    }
    const limited = await confirm(`bogus-token-x-${'y'.repeat(30)}`, 'Some-New-Password-1', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('wrong current passwords on a signed-in session', () => {
  const free = SIGN_IN_DELAYS.currentPassword.freeFailures;

  it('slow change-password after a few, and the right one still works once the wait is over', async () => {
    const account = await registerAndLogin(ctx.app);
    const change = (current_password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: bearer(account.token),
        payload: { current_password, new_password: 'Brand-New-Password-77' },
      });
    for (let i = 0; i < free; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const limited = await change(account.password);
    expect(limited.statusCode).toBe(429);
    ctx.clock.advance(Number(limited.headers['retry-after']) * 1000);
    expect((await change(account.password)).statusCode).toBe(200);
  });

  it('slow DELETE /auth/me the same way', async () => {
    const account = await registerAndLogin(ctx.app);
    const remove = (password: string) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/me', headers: bearer(account.token), payload: { password } });
    for (let i = 0; i < free; i++) expect((await remove(`guess-${i}`)).statusCode).toBe(400);
    expect((await remove(`guess-${free}`)).statusCode).toBe(429);
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', account.id).executeTakeFirst()).toBeDefined();
  });
});
