import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('sign-in rate limits', () => {
  it('locks an account after repeated failures, per account, until the window passes', async () => {
    const account = await registerAndLogin(ctx.app);
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', payload: { email: account.email, password } });
    // registerAndLogin used one attempt of the window already.
    for (let i = 1; i < AUTH_RATE_LIMITS.loginPerAccount.limit; i++) expect((await attempt('wrong-guess')).statusCode).toBe(401);
    const limited = await attempt(account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    ctx.clock.advance(AUTH_RATE_LIMITS.loginPerAccount.windowMs);
    expect((await attempt(account.password)).statusCode).toBe(200);
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
