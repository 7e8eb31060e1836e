/**
 * Email ownership (issue 23, the subscription takeover): an account's email is verified by a link; changing it
 * needs the password and a link to the new address (the old one is told); a stolen session alone cannot move
 * the account, and answers do not reveal whether another account has an address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_OWNERSHIP_MESSAGES } from '#contract/auth.ts';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
});
afterAll(() => ctx.close());

async function mailsTo(address: string) {
  await ctx.app.jobs.runOnce();
  return ctx.db.selectFrom('outbox').select(['subject', 'text_body']).where('recipient', '=', address).orderBy('id').execute();
}

async function linkTokenTo(address: string, subject: string): Promise<string> {
  const mail = (await mailsTo(address)).filter((m) => m.subject === subject).at(-1);
  expect(mail, `a mail "${subject}" to ${address}`).toBeDefined();
  return decodeURIComponent(/verify-email\?token=([\w%-]+)/.exec(mail!.text_body)![1]!);
}

const verify = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
const me = async (account: TestAccount) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) })).json();
const patch = (account: TestAccount, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: bearer(account.token), payload });

describe('verifying the account email', () => {
  it('mails a link at registration that verifies the address once', async () => {
    const account = await registerAndLogin(ctx.app);
    expect(await me(account)).toMatchObject({ email_verified: false, pending_email: null });
    const token = await linkTokenTo(account.email, 'Confirm your email for Civic Commons');
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EMAIL_OWNERSHIP_MESSAGES.verified);
    expect((await me(account)).email_verified).toBe(true);
    expect((await verify(token)).json().error.code).toBe('invalid_token');
  });

  it('mails a new link on request, at most 3 an hour', async () => {
    const account = await registerAndLogin(ctx.app);
    const resend = () => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email/resend', headers: bearer(account.token) });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(202);
    expect((await resend()).statusCode).toBe(429);
  });
});

describe('changing the email', () => {
  it('needs the current password: a stolen session alone cannot move the account', async () => {
    const account = await registerAndLogin(ctx.app);
    const target = `attacker-${Date.now()}@example.org`;
    const noPassword = await patch(account, { email: target });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.details[0]).toMatchObject({ field: 'current_password', message: EMAIL_OWNERSHIP_MESSAGES.passwordForEmail });
    const wrong = await patch(account, { email: target, current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('current_password');
    expect(await mailsTo(target)).toHaveLength(0);
    expect((await me(account)).email).toBe(account.email);
  });

  it('changes only when the new address opens its link, and tells the old address', async () => {
    const account = await registerAndLogin(ctx.app);
    const next = `moved-${Date.now()}@example.org`;
    const res = await patch(account, { email: next, current_password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: account.email, pending_email: next });
    const notice = (await mailsTo(account.email)).find((m) => m.subject === 'Your Civic Commons email is being changed');
    expect(notice!.text_body).toContain(next);
    expect(notice!.text_body).toContain('https://civic.example/forgot-password');

    const token = await linkTokenTo(next, 'Confirm your new email for Civic Commons');
    expect((await verify(token)).statusCode).toBe(200);
    expect(await me(account)).toMatchObject({ email: next, email_verified: true, pending_email: null });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', payload: { email: next, password: account.password } });
    expect(login.statusCode).toBe(200);
  });

  it("does not say whether another account has the address (that account's owner learns it from the link)", async () => {
    const account = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const fresh = await patch(account, { email: `nobody-${Date.now()}@example.org`, current_password: account.password });
    const taken = await patch(account, { email: other.email, current_password: account.password });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    const token = await linkTokenTo(other.email, 'Confirm your new email for Civic Commons');
    const res = await verify(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
    expect((await me(account)).email).toBe(account.email);
  });

  it('is cancelled by a password reset (the way out the old address is told about)', async () => {
    const account = await registerAndLogin(ctx.app);
    const next = `hijack-${Date.now()}@example.org`;
    await patch(account, { email: next, current_password: account.password });
    const token = await linkTokenTo(next, 'Confirm your new email for Civic Commons');
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email: account.email } });
    const reset = (await mailsTo(account.email)).find((m) => m.subject === 'Reset your Civic Commons password');
    const resetToken = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(reset!.text_body)![1]!);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/confirm', payload: { token: resetToken, password: 'Owner-Takes-It-Back-1' } })).statusCode,
    ).toBe(200);
    expect((await verify(token)).json().error.code).toBe('invalid_token');
    const row = await ctx.db.selectFrom('users').select(['email', 'pending_email']).where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: account.email, pending_email: null });
  });
});
