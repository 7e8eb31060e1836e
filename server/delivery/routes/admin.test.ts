import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /admin/outbox', () => {
  it('shows admins the local outbox newest first, filtered by channel or recipient; others get 401/403', async () => {
    await ctx.app.delivery.queueEmail({ to: 'a@example.org', subject: 'Hello', text: 'Plain', html: '<p>Plain</p>', headers: { 'List-Unsubscribe': '<https://x>' } });
    await ctx.app.delivery.queueSms({ to: '+19185550123', body: 'Short' });
    await ctx.app.jobs.runOnce();

    const admin = await registerAndLogin(ctx.app);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const resident = await registerAndLogin(ctx.app);

    const all = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers: bearer(admin.token) });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    const email = all.json().items.find((m: { channel: string }) => m.channel === 'email');
    expect(email).toMatchObject({ recipient: 'a@example.org', subject: 'Hello', text_body: 'Plain', headers: { 'List-Unsubscribe': '<https://x>' } });

    const sms = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/outbox?channel=sms', headers: bearer(admin.token) });
    expect(sms.json().items.map((m: { recipient: string }) => m.recipient)).toEqual(['+19185550123']);
    const byRecipient = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/outbox?recipient=a%40example.org', headers: bearer(admin.token) });
    expect(byRecipient.json().total).toBe(1);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers: bearer(resident.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/outbox' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/outbox?channel=fax', headers: bearer(admin.token) })).statusCode).toBe(400);
  });
});
