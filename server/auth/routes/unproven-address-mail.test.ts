/**
 * A mail to an address not yet proven carries no words of the person who asked for it (issue 35: registration
 * greeted any address with a name the registrant chose, so anyone could send anyone a line of their own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CHOSEN = 'Your account is locked call 555 0100 now';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
});
afterAll(() => ctx.close());

async function mailTo(address: string, subject: string) {
  await ctx.app.jobs.runOnce();
  const mail = await ctx.db.selectFrom('outbox').select(['text_body', 'html_body']).where('recipient', '=', address).where('subject', '=', subject).executeTakeFirst();
  expect(mail, `a mail "${subject}" to ${address}`).toBeDefined();
  return mail!;
}

describe('mail to an address not yet proven', () => {
  it("registration's link greets without the name the registrant typed", async () => {
    const account = await registerAndLogin(ctx.app, { full_name: CHOSEN });
    const mail = await mailTo(account.email, 'Confirm your email for Civic Commons');
    expect(mail.text_body.startsWith('Hello,\n')).toBe(true);
    expect(`${mail.text_body}${mail.html_body}`).not.toContain(CHOSEN);
  });

  it("an email change's link to the new address greets without the account's name; the old address is still greeted by it", async () => {
    const account = await registerAndLogin(ctx.app, { full_name: CHOSEN });
    const target = `target-${Date.now()}@example.org`;
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: bearer(account.token), payload: { email: target, current_password: account.password } });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(target, 'Confirm your new email for Civic Commons');
    expect(`${mail.text_body}${mail.html_body}`).not.toContain(CHOSEN);
    expect((await mailTo(account.email, 'Your Civic Commons email is being changed')).text_body).toContain(`Hello ${CHOSEN},`);
  });
});
