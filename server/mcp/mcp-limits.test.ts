/**
 * Issue 51: MCP is rate-limited like the API's other open endpoints, per client network (an IPv6 /64 is one),
 * with the API's 429 and Retry-After; another network is served meanwhile, and the next minute this one is again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MCP_RATE_LIMITS } from './mcp-route.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ping = (remoteAddress: string, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/mcp',
    remoteAddress,
    headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
    payload: { jsonrpc: '2.0', id, method: 'ping' },
  });

describe('POST /api/v1/mcp limits', () => {
  it(`answers ${MCP_RATE_LIMITS.perMinute.limit} messages a minute from one /64, then 429 with Retry-After`, async () => {
    const { limit } = MCP_RATE_LIMITS.perMinute;
    for (let i = 1; i <= limit; i++) {
      const res = await ping(`2001:db8:51:3:${i.toString(16)}::1`, i);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await ping('2001:db8:51:3:ffff::1', limit + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ping('198.51.100.51', 1)).statusCode).toBe(200);
    ctx.clock.advance(MCP_RATE_LIMITS.perMinute.windowMs);
    expect((await ping('2001:db8:51:3::2', 1)).statusCode).toBe(200);
  });
});
