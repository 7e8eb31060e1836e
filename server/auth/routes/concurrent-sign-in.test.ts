/**
 * Concurrent wrong passwords from one network pass the per-network limit no more than sequential ones (issue 35:
 * 59 of 60 were checked against a limit of 30, because each was let in before any failure was counted). Run on
 * SQLite and PostgreSQL (DATABASE_URL), with the memory store and with Redis shared by two processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { t } from '../../i18n.ts';
import { registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIGN_IN_DELAYS } from '../attempt-throttle.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';

const { limit, windowMs } = AUTH_RATE_LIMITS.loginPerIp;
const ATTEMPTS = 2 * limit;

/** `ATTEMPTS` wrong passwords at once from addresses of one IPv6 /64, each on its own email (no account delay). */
function flood(apps: TestApp[], network: string): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      apps[i % apps.length]!.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/email',
        remoteAddress: `${network}:${(i + 1).toString(16)}:2:3:4`,
        payload: { email: `concurrent-${i}@example.org`, password: 'wrong-guess' },
      }),
    ),
  );
}

/** Every attempt answered `checked` had its password checked: `allowed` of them, however they overlap. */
function expectLimitHeld(answers: LightMyRequestResponse[], allowed: number = limit, checked = 401) {
  const statuses = answers.map((a) => a.statusCode);
  expect(statuses.filter((s) => s === checked)).toHaveLength(allowed);
  expect(statuses.filter((s) => s === 429)).toHaveLength(answers.length - allowed);
  for (const answer of answers.filter((a) => a.statusCode === 429)) {
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect(answer.json().error).toMatchObject({ code: 'rate_limited', message: t('errors.rate_limited', { retryAfter }) });
  }
}

describe('concurrent sign-ins from one network', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it(`checks at most ${limit} of ${ATTEMPTS} simultaneous wrong passwords, and answers the rest 429`, async () => {
    expectLimitHeld(await flood([ctx], '2001:db8:3501:64'));
  });

  it('still lets the network sign in right after its failures fall out of the window', async () => {
    ctx.clock.advance(windowMs);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/email',
      remoteAddress: '2001:db8:3501:64::99',
      payload: { email: 'concurrent-0@example.org', password: 'wrong-guess' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('concurrent guesses at one account', () => {
  let ctx: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    ctx = await createTestApp();
    account = await registerAndLogin(ctx.app);
  });
  afterAll(() => ctx.close());

  const guesses = (count: number, from: (i: number) => string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', remoteAddress: from(i), payload: { email: account.email, password: 'wrong-guess' } }),
      ),
    );

  it('from one network, checks only the free failures at once and makes the rest wait', async () => {
    expectLimitHeld(await guesses(20, (i) => `2001:db8:3502:64::${i + 1}`), SIGN_IN_DELAYS.accountAndAddress.freeFailures);
  });

  it('from 60 networks at once, checks only the account\'s free failures, and its owner still signs in after the wait', async () => {
    ctx.clock.advance(SIGN_IN_DELAYS.accountAndAddress.windowMs);
    expectLimitHeld(await guesses(60, (i) => `2001:db8:${(0x3600 + i).toString(16)}::1`), SIGN_IN_DELAYS.account.freeFailures);
    ctx.clock.advance(SIGN_IN_DELAYS.account.capMs);
    const owner = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', remoteAddress: '198.51.100.35', payload: { email: account.email, password: account.password } });
    expect(owner.statusCode).toBe(200);
  });

  it('asking for the current password, checks only the free failures of 20 at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/change-password',
          headers: { authorization: `Bearer ${account.token}` },
          payload: { current_password: 'wrong-guess', new_password: 'Another-Long-Passphrase-35' },
        }),
      ),
    );
    expectLimitHeld(answers, SIGN_IN_DELAYS.currentPassword.freeFailures, 400);
  });
});

describe('concurrent sign-ins spread over two processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379/0' });
    b = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379/0' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it(`checks at most ${limit} between them`, async () => {
    // A network of its own each run: Redis outlives the test, and an earlier run's window must not count.
    const run = Math.floor(Math.random() * 0xffff).toString(16);
    expectLimitHeld(await flood([a, b], `2001:db8:${run}:64`));
  });
});
