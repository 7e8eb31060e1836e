import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let me: TestAccount;
let other: TestAccount;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await registerAndLogin(ctx.app);
  other = await registerAndLogin(ctx.app);
  const rows = [1, 2, 3].map((i) => ({
    user_id: me.id,
    kind: 'meeting_reminder',
    title: `Reminder ${i}`,
    body: 'Wednesday at 6:00 PM.',
    link: `/meetings/${i}`,
    created_at: new Date(Date.UTC(2026, 10, i)).toISOString(),
    read_at: null,
  }));
  await ctx.db.insertInto('notifications').values([...rows, { ...rows[0]!, user_id: other.id, title: 'Not yours' }]).execute();
});
afterAll(() => ctx.close());

const get = (url: string, token = me.token) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token = me.token) => ctx.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('notifications', () => {
  it('lists my notifications newest first with the unread count, and nobody else sees them', async () => {
    const res = await get('/api/v1/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({ total: 3, unread: 3 });
    expect(res.json().items.map((n: { title: string }) => n.title)).toEqual(['Reminder 3', 'Reminder 2', 'Reminder 1']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });

  it('marks one read (only my own) and counts unread', async () => {
    const [latest] = (await get('/api/v1/notifications?limit=1')).json().items;
    const read = await post(`/api/v1/notifications/${latest.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).toBe(ctx.clock.now().toISOString());
    expect((await get('/api/v1/notifications/unread-count')).json()).toEqual({ unread: 2 });
    expect((await post(`/api/v1/notifications/${latest.id}/read`, other.token)).statusCode).toBe(404);
    expect((await post('/api/v1/notifications/abc/read')).statusCode).toBe(400);
    const unreadOnly = await get('/api/v1/notifications?unread_only=true');
    expect(unreadOnly.json()).toMatchObject({ total: 2, unread: 2 });
  });

  it('marks all read', async () => {
    const res = await post('/api/v1/notifications/read-all');
    expect(res.json()).toEqual({ updated: 2, unread: 0 });
    expect((await get('/api/v1/notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect((await get('/api/v1/notifications/unread-count', other.token)).json()).toEqual({ unread: 1 });
  });
});
