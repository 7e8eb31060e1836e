/**
 * Issue 51: MCP is rate-limited like the API's other open endpoints, per client network (an IPv6 /64 is one), and
 * per tool where a call costs more (search_meetings, councilor_votes). A refusal is HTTP 429 with Retry-After and
 * a JSON-RPC error answering the message's id; another network is served meanwhile, and the next window this one
 * is again. Checked through the MCP SDK's own client over a real HTTP connection, and with inject for the header.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MCP_RATE_LIMITED, MCP_RATE_LIMITS, MCP_TOOL_LIMITS } from './mcp-limits.ts';

let ctx: TestApp;
let address: string;
const clients: Client[] = [];
beforeAll(async () => {
  // Behind the proxy, as deployed: the client's address is X-Forwarded-For, so each SDK client can be its own network.
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await ctx.close();
});

/** An SDK client from `from`, connected (two messages: initialize and its notification); its last HTTP answer. */
async function connect(from: string) {
  const last = { status: 0, retryAfter: null as string | null };
  const recordingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    Object.assign(last, { status: res.status, retryAfter: res.headers.get('retry-after') });
    return res;
  };
  const client = new Client({ name: 'civic-commons-limits-test', version: '1.0.0' });
  clients.push(client);
  const transport = new StreamableHTTPClientTransport(new URL(`${address}/api/v1/mcp`), { requestInit: { headers: { 'x-forwarded-for': from } }, fetch: recordingFetch });
  await client.connect(transport);
  return { client, last };
}

/** The JSON-RPC error a refused call's HTTP error carries (the SDK puts the body in its message). */
async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => expect.unreachable('the call was served'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StreamableHTTPError);
  expect((error as StreamableHTTPError).code).toBe(429);
  const body = (error as Error).message.slice((error as Error).message.indexOf('{'));
  return JSON.parse(body) as { jsonrpc: string; id: number; error: { code: number; message: string; data: { limited: string; limit: number; retryAfter: number } } };
}

const search = (client: Client) => client.callTool({ name: 'search_meetings', arguments: { query: 'stormwater' } });

describe('POST /api/v1/mcp limits, through the SDK client', () => {
  it(`allows ${MCP_TOOL_LIMITS.search_meetings!.perMinute.limit} searches a minute from one /64, then a JSON-RPC error; other tools and networks go on`, async () => {
    const { limit } = MCP_TOOL_LIMITS.search_meetings!.perMinute;
    const { client, last } = await connect('2001:db8:51:7::1');
    for (let i = 0; i < limit; i++) expect((await search(client)).isError ?? false).toBe(false);

    const refused = await refusalOf(search(client));
    expect(refused).toMatchObject({ jsonrpc: '2.0', id: expect.any(Number), error: { code: MCP_RATE_LIMITED, data: { limited: 'search_meetings', limit } } });
    expect(refused.error.message).toMatch(/^Rate limited: at most 20 search_meetings calls a minute from one network\. Try again in \d+ s\.$/);
    expect(last.status).toBe(429);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    expect(Number(last.retryAfter)).toBe(refused.error.data.retryAfter);

    // A cheap tool from the same network, and the same search from another /64 (another address of this /64 is not).
    expect(await client.callTool({ name: 'list_cities', arguments: {} })).toMatchObject({ structuredContent: { default_city: expect.any(String) } });
    const other = await connect('2001:db8:52:7::1');
    expect((await search(other.client)).isError ?? false).toBe(false);
    const sameNetwork = await connect('2001:db8:51:7:ffff::9');
    expect((await refusalOf(search(sameNetwork.client))).error.data.limited).toBe('search_meetings');

    ctx.clock.advance(MCP_RATE_LIMITS.perMinute.windowMs);
    expect((await search(client)).isError ?? false).toBe(false);
  });

  it(`answers ${MCP_RATE_LIMITS.perMinute.limit} messages a minute from one /64, whatever they are, then a JSON-RPC error`, async () => {
    const { limit } = MCP_RATE_LIMITS.perMinute;
    const { client, last } = await connect('2001:db8:51:8::1');
    for (let sent = 2; sent < limit; sent++) await client.listTools();
    const refused = await refusalOf(client.listTools());
    expect(refused.error).toMatchObject({ code: MCP_RATE_LIMITED, data: { limited: 'messages', limit } });
    expect(refused.error.message).toContain(`at most ${limit} MCP messages a minute`);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    ctx.clock.advance(MCP_RATE_LIMITS.perMinute.windowMs);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/mcp limits, a raw message', () => {
  const ping = (remoteAddress: string, id: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mcp',
      remoteAddress,
      headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
      payload: { jsonrpc: '2.0', id, method: 'ping' },
    });

  it('answers the refused message by its id, with Retry-After, and another network meanwhile', async () => {
    const { limit } = MCP_RATE_LIMITS.perMinute;
    for (let i = 1; i <= limit; i++) {
      const res = await ping(`2001:db8:51:3:${i.toString(16)}::1`, i);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await ping('2001:db8:51:3:ffff::1', limit + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ jsonrpc: '2.0', id: limit + 1, error: { code: MCP_RATE_LIMITED, data: { limited: 'messages' } } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ping('198.51.100.51', 1)).statusCode).toBe(200);
    ctx.clock.advance(MCP_RATE_LIMITS.perMinute.windowMs);
    expect((await ping('2001:db8:51:3::2', 1)).statusCode).toBe(200);
  });

  it('counts a call of a tool named by a prototype key against the endpoint only, and answers it with a tool error, never a 500', async () => {
    for (const [id, name] of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'].entries()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/mcp',
        remoteAddress: '203.0.113.52',
        headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        payload: { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: {} } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ jsonrpc: '2.0', id, result: { isError: true } });
    }
  });
});
