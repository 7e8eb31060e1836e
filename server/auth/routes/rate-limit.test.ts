import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIGN_IN_DELAYS } from '../attempt-throttle.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('sign-in rate limits', () => {
  it('slows a guesser with growing delays instead of locking the account, and its owner signs in elsewhere', async () => {
    const account = await registerAndLogin(ctx.app);
    const attempt = (password: string, remoteAddress = '203.0.113.7') =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', remoteAddress, payload: { email: account.email, password } });
    const free = SIGN_IN_DELAYS.accountAndAddress.freeFailures;
    for (let i = 1; i < free; i++) expect((await attempt('wrong-guess')).statusCode).toBe(401);
    // The failure that uses up the free ones is answered, and starts the first wait.
    expect((await attempt('wrong-guess')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const limited = await attempt('wrong-guess');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      const wait = Number(limited.headers['retry-after']);
      waits.push(wait);
      ctx.clock.advance(wait * 1000);
      expect((await attempt('wrong-guess')).statusCode).toBe(401);
    }
    // Each wrong answer doubles the next wait: 1 s, 2 s, 4 s, 8 s.
    expect(waits).toEqual([1, 2, 4, 8]);
    // Meanwhile the owner, from another address, is neither locked out nor slowed.
    expect((await attempt(account.password, '198.51.100.20')).statusCode).toBe(200);
    // Even the guesser's address gets in with the right password once its wait is over: slowed, never locked.
    ctx.clock.advance(16 * 1000);
    expect((await attempt(account.password)).statusCode).toBe(200);
  });

  it('caps the wait for an account guessed at from many addresses at a minute, so its owner is never shut out', async () => {
    const account = await registerAndLogin(ctx.app);
    const attempt = (password: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', remoteAddress, payload: { email: account.email, password } });
    let limited = 0;
    for (let i = 0; i < 40; i++) {
      const res = await attempt('wrong-guess', `192.0.2.${i + 1}`);
      if (res.statusCode === 429) {
        limited++;
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_DELAYS.account.capMs / 1000);
        ctx.clock.advance(Number(res.headers['retry-after']) * 1000);
      }
    }
    expect(limited).toBeGreaterThan(0);
    ctx.clock.advance(SIGN_IN_DELAYS.account.capMs);
    expect((await attempt(account.password, '198.51.100.99')).statusCode).toBe(200);
  });

  it('counts only failed sign-ins toward the per-address limit, then answers 429 with Retry-After', async () => {
    const account = await registerAndLogin(ctx.app);
    const from = '203.0.113.77';
    const attempt = (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', remoteAddress: from, payload: { email, password } });
    const { limit, windowMs } = AUTH_RATE_LIMITS.loginPerIp;
    // More successes than the limit allows attempts: none of them counts (a resident signing in on every device).
    for (let i = 0; i < limit + 5; i++) expect((await attempt(account.email, account.password)).statusCode).toBe(200);
    // Failures on different emails (so no per-account delay interferes) use the limit up, one by one.
    for (let i = 0; i < limit; i++) expect((await attempt(`guess-${i}@example.org`, 'wrong-guess')).statusCode).toBe(401);
    const limited = await attempt(account.email, account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBe(windowMs / 1000);
    // The window over, the address is welcome again.
    ctx.clock.advance(windowMs);
    expect((await attempt(account.email, account.password)).statusCode).toBe(200);
  });

  it('treats an unknown email exactly like a known one', async () => {
    const account = await registerAndLogin(ctx.app);
    const statuses = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', remoteAddress: '203.0.113.50', payload: { email, password: 'wrong-guess' } });
        out.push(res.statusCode);
      }
      return out;
    };
    expect(await statuses(`nobody-${Date.now()}@example.org`)).toEqual(await statuses(account.email));
  });

  it('shares limits across processes through Redis when REDIS_URL is set', async () => {
    const redisUrl = 'redis://127.0.0.1:6379/0';
    const key = `test:${Date.now()}:${Math.random()}`;
    const a = await createTestApp({ REDIS_URL: redisUrl });
    const b = await createTestApp({ REDIS_URL: redisUrl });
    try {
      const reply = () => ({ header: () => undefined }) as never;
      await a.app.rateLimiter.enforce(reply(), key, 2, 60_000);
      await b.app.rateLimiter.enforce(reply(), key, 2, 60_000);
      await expect(a.app.rateLimiter.enforce(reply(), key, 2, 60_000)).rejects.toMatchObject({ statusCode: 429 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
