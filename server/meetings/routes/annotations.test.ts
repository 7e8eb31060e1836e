import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATIONS_MAX_BYTES } from '#contract/annotations.ts';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let me: TestAccount;
let other: TestAccount;
let meetingId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await registerAndLogin(ctx.app);
  other = await registerAndLogin(ctx.app);
  meetingId = await createMeeting(ctx.db, { minutes_url: '/api/v1/files/minutes/x.pdf' });
});
afterAll(() => ctx.close());

const url = (id = meetingId) => `/api/v1/meetings/${id}/annotations`;
const highlight = { annotationType: 9, pageIndex: 0, color: [255, 255, 152], boxes: [[72, 700, 200, 712]], opacity: 1 };
const ink = { annotationType: 15, pageIndex: 1, paths: { lines: [[1, 2, 3, 4]], points: [[1, 2]] }, thickness: 2 };
const put = (body: unknown, token = me.token, id = meetingId) =>
  ctx.app.inject({ method: 'PUT', url: url(id), headers: bearer(token), payload: body as object });
const get = (token = me.token, id = meetingId) => ctx.app.inject({ method: 'GET', url: url(id), headers: bearer(token) });

describe('meeting annotations', () => {
  it('is empty before anything is saved, and private', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ meeting_id: meetingId, editors: [], updated_at: null });
  });

  it('saves the whole set and gives it back to its owner only', async () => {
    const saved = await put({ editors: [highlight, ink] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().updated_at).toBe(ctx.clock.now().toISOString());
    expect((await get()).json().editors).toEqual([highlight, ink]);
    // Another account sees none of them, and its own save does not touch mine.
    expect((await get(other.token)).json().editors).toEqual([]);
    expect((await put({ editors: [ink] }, other.token)).statusCode).toBe(200);
    expect((await get()).json().editors).toEqual([highlight, ink]);
    expect((await get(other.token)).json().editors).toEqual([ink]);
  });

  it('replaces on a second save and can be cleared', async () => {
    ctx.clock.advance(60_000);
    expect((await put({ editors: [ink] })).statusCode).toBe(200);
    const after = (await get()).json();
    expect(after.editors).toEqual([ink]);
    expect(after.updated_at).toBe(ctx.clock.now().toISOString());
    expect((await put({ editors: [] })).statusCode).toBe(200);
    expect((await get()).json().editors).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: url() })).json().error.code).toBe('unauthorized');
    const res = await ctx.app.inject({ method: 'PUT', url: url(), payload: { editors: [] } });
    expect(res.statusCode).toBe(401);
    expect((await get('not-a-token')).json().error.code).toBe('invalid_token');
  });

  it('answers 404 for a meeting that does not exist and 400 for bad input', async () => {
    expect((await get(me.token, 999_999)).statusCode).toBe(404);
    expect((await put({ editors: [] }, me.token, 999_999)).json().error.code).toBe('not_found');
    const bad = await put({ editors: [{ annotationType: 'ink', pageIndex: -1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect((await put({ editors: 'nope' })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/abc/annotations', headers: bearer(me.token) })).statusCode).toBe(400);
  });

  it('refuses a body over the limit with a 413 that names it, and keeps what was saved', async () => {
    await put({ editors: [highlight] });
    const stamp = { annotationType: 13, pageIndex: 0, bitmapUrl: `data:image/png;base64,${'A'.repeat(ANNOTATIONS_MAX_BYTES)}` };
    const res = await put({ editors: [stamp] });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'payload_too_large', details: { limit_bytes: ANNOTATIONS_MAX_BYTES } });
    expect(res.json().error.message).toContain('4 MB');
    expect((await get()).json().editors).toEqual([highlight]);
    // Just under the limit is accepted: the limit is the route's, not the app's 1 MB default.
    const big = { annotationType: 13, pageIndex: 0, bitmapUrl: `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}` };
    expect((await put({ editors: [big] })).statusCode).toBe(200);
  });

  it('refuses too many annotations', async () => {
    const res = await put({ editors: Array.from({ length: 501 }, () => highlight) });
    expect(res.statusCode).toBe(400);
  });

  it('goes away with the account', async () => {
    await put({ editors: [highlight] }, other.token);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/me', headers: bearer(other.token), payload: { password: other.password } })).statusCode).toBeLessThan(300);
    const db = ctx.db;
    const left = await db.selectFrom('meeting_annotations').select('user_id').where('user_id', '=', other.id).execute();
    expect(left).toEqual([]);
  });
});
