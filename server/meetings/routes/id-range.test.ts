/**
 * Ids past the database's integer range get a 400, not PostgreSQL's overflow as a 500 (found by the read-route
 * fuzzer on PostgreSQL): the speak-up routes and the map's meeting filter use the shared id rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('ids past the integer range', () => {
  it.each([
    ['GET', '/api/v1/meetings/2147483648/speak-up/counts'],
    ['POST', '/api/v1/meetings/2147483648/items/1/speak-up/draft'],
    ['POST', '/api/v1/meetings/1/items/2147483648/speak-up/draft'],
    ['GET', '/api/v1/places/items?meeting_id=2147483648'],
  ] as const)('%s %s answers 400', async (method, url) => {
    const res = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: { stance: 'support' } } : {}) });
    expect(res.statusCode).toBe(400);
  });
});
