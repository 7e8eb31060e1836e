/**
 * Issue 35: answers that leave outside the usual reply path carry the security headers too: a malformed URL's
 * 400 and an over-long path parameter's 414 (refused by the router, before any hook), and the MCP endpoint's
 * answers (written by the MCP transport on the raw response).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SECURITY_HEADERS } from './security.ts';

let ctx: TestApp;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

function expectSecurityHeaders(res: Response) {
  for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security']) {
    expect(res.headers.get(name), name).toBe(SECURITY_HEADERS[name]);
  }
}

describe('security headers on answers outside the usual path', () => {
  it('are on a malformed URL’s 400', async () => {
    const res = await fetch(`${base}/api/v1/meetings/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('bad_request');
    expectSecurityHeaders(res);
  });

  it('are on an over-long path parameter’s 414', async () => {
    const res = await fetch(`${base}/api/v1/meetings/${'1'.repeat(600)}`);
    expect(res.status).toBe(414);
    expectSecurityHeaders(res);
  });

  it('are on the MCP endpoint’s answers', async () => {
    const res = await fetch(`${base}/api/v1/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).result.serverInfo).toBeTruthy();
    expectSecurityHeaders(res);
  });
});
