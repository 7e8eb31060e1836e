/** Personal answers carry `Cache-Control: private, no-store`; public ones keep their own caching (issue 35). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('Cache-Control on personal answers', () => {
  it('forbids storing answers to a signed-in request, account answers and manage-link reads, and leaves public ones be', async () => {
    const account = await registerAndLogin(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', payload: { email: account.email, password: account.password } });
    expect(login.headers['cache-control']).toBe('private, no-store');
    const managed = await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions/1?token=not-a-real-token' });
    expect(managed.headers['cache-control']).toBe('private, no-store');
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('forbids storing answers that echo what a resident typed: an address looked up, a draft, a chat message (issue 51)', async () => {
    const find = await ctx.app.inject({ method: 'GET', url: `/api/v1/representatives/find?address=${encodeURIComponent('1300 S. Quaker Ave.')}` });
    expect(find.statusCode).toBe(200);
    expect(find.headers['cache-control']).toBe('private, no-store');
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/representatives/compose-email',
      payload: { address: '1300 S. Quaker Ave.', issue: 'The streetlight is out.', tone: 'formal', representatives: [] },
    });
    expect(draft.headers['cache-control']).toBe('private, no-store');
    const chat = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat', payload: { message: 'Who represents 1300 S. Quaker Ave.?' } });
    expect(chat.headers['cache-control']).toBe('private, no-store');
    // A public read keeps its own caching.
    const meetings = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings' });
    expect(String(meetings.headers['cache-control'] ?? '')).not.toContain('no-store');
  });

  it('reads the query as sent: a route whose schema drops a parameter it does not know still answers a token with no-store', async () => {
    // The meetings list keeps only its own parameters, so its parsed query has no `token`; the URL still carries one,
    // on the first request (the full path) and on the next (the kept page, sent before validation).
    for (let i = 0; i < 2; i++) {
      const withToken = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings?page=1&token=a-manage-link-token' });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.headers['cache-control']).toBe('private, no-store');
    }
    const named = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings?q=tokenize&page=1' });
    expect(String(named.headers['cache-control'] ?? '')).not.toContain('no-store');
  });
});
