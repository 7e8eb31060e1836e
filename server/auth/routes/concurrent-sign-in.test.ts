/**
 * Concurrent wrong passwords from one network pass the per-network limit no more than sequential ones (issue 35:
 * 59 of 60 were checked against a limit of 30, because each was let in before any failure was counted). Run on
 * SQLite and PostgreSQL (DATABASE_URL), with the memory store and with Redis shared by two processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { t } from '../../i18n.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
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

function expectLimitHeld(answers: LightMyRequestResponse[]) {
  const statuses = answers.map((a) => a.statusCode);
  // Every attempt answered 401 had its password checked; the limit bounds them, however they overlap.
  expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
  expect(statuses.filter((s) => s === 429)).toHaveLength(ATTEMPTS - limit);
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
