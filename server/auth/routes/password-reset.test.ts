import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
});
afterAll(() => ctx.close());

const request = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email } });
const confirm = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/confirm', payload: { token, password } });

async function latestResetToken(email: string): Promise<string> {
  await ctx.app.jobs.runOnce();
  const mail = await ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    // Registration also mailed a verification link; jobs claimed together may run in any order on PostgreSQL.
    .where('subject', '=', 'Reset your Civic Commons password')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /https:\/\/civic\.example\/reset-password\?token=([\w-]+)/.exec(mail.text_body);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('password reset by email', () => {
  it('answers 202 the same way for known and unknown emails, mailing only the known one', async () => {
    const account = await registerAndLogin(ctx.app);
    const known = await request(account.email);
    const unknown = await request(`ghost-${Date.now()}@example.org`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await ctx.app.jobs.runOnce();
    const mails = await ctx.db.selectFrom('outbox').select('recipient').where('subject', '=', 'Reset your Civic Commons password').execute();
    expect(mails.map((m) => m.recipient)).toEqual([account.email]);
  });

  it('does the same work in the request for a known and an unknown email: one job row, nothing else (issue 51)', async () => {
    const account = await registerAndLogin(ctx.app);
    await ctx.app.jobs.runOnce();
    const written = async () => {
      const jobs = await ctx.db.selectFrom('jobs').select(['kind']).where('status', '=', 'queued').orderBy('id').execute();
      const resets = await ctx.db.selectFrom('password_resets').select('id').execute();
      return { jobs: jobs.map((j) => j.kind), resets: resets.length };
    };
    const before = await written();
    await request(account.email);
    const afterKnown = await written();
    await ctx.app.jobs.runOnce();
    const settled = await written();
    await request(`ghost-${Date.now()}@example.org`);
    const afterUnknown = await written();
    // The request alone: one job for either address, and no reset row (the job makes it).
    expect(afterKnown).toEqual({ jobs: [...before.jobs, 'auth.password-reset'], resets: before.resets });
    expect(afterUnknown).toEqual({ jobs: [...settled.jobs, 'auth.password-reset'], resets: settled.resets });
    // The known one's job made the link and mailed it.
    expect(settled.resets).toBe(before.resets + 1);
    await ctx.app.jobs.runOnce();
    expect((await written()).resets).toBe(settled.resets);
  });

  it('sets a new password with the link once, and signs out every session', async () => {
    const account = await registerAndLogin(ctx.app);
    await request(account.email);
    const token = await latestResetToken(account.email);
    const res = await confirm(token, 'Mayo-Hotel-1925-Reset');
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${account.token}` } });
    expect(me.statusCode).toBe(401);
    const again = await confirm(token, 'Another-Password-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/email',
      payload: { email: account.email, password: 'Mayo-Hotel-1925-Reset' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a link older than one hour and a common new password', async () => {
    const account = await registerAndLogin(ctx.app);
    await request(account.email);
    const token = await latestResetToken(account.email);
    expect((await confirm(token, 'password123')).statusCode).toBe(400);
    ctx.clock.advance(60 * 60 * 1000 + 1);
    const res = await confirm(token, 'Too-Late-For-This-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('limits reset requests per account with 429 and Retry-After', async () => {
    const account = await registerAndLogin(ctx.app);
    for (let i = 0; i < 3; i++) expect((await request(account.email)).statusCode).toBe(202);
    const limited = await request(account.email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
  });
});
