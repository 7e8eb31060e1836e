/**
 * The Legistar client against a small loopback server that answers as told: pages of 1,000 followed until a short
 * one, the token on every request, retries with a doubling pause (recorded by the injected sleeper, never waited)
 * on a 500, a hang past the timeout and a cut answer, none on a 403, and a bound on requests in flight.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLegistarClient, LEGISTAR_PAGE_SIZE } from './legistar-client.ts';

type Answer = { status: number; body: string } | 'hang';

describe('the Legistar client', () => {
  let server: http.Server;
  let base: string;
  let script: Answer[] = [];
  let seen: URL[] = [];
  let inFlight = 0;
  let peak = 0;
  const hanging: http.ServerResponse[] = [];
  const pauses: number[] = [];
  const client = (extra: Parameters<typeof createLegistarClient>[0] extends infer O ? Partial<O> : never = {}) =>
    createLegistarClient({ baseUrl: base, token: 'tok', sleep: async (ms) => void pauses.push(ms), backoffMs: 100, timeoutMs: 5000, ...extra });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push(url);
      const answer = script.shift() ?? { status: 200, body: '[]' };
      if (answer === 'hang') return void hanging.push(res);
      inFlight++;
      peak = Math.max(peak, inFlight);
      // Answered a little later, so that requests a client sends together are in flight together.
      setTimeout(() => {
        inFlight--;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/city`;
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    script = [];
    seen = [];
    pauses.length = 0;
    peak = 0;
  });

  it('follows pages of 1,000 with $top and $skip until a short page, sending the token', async () => {
    const full = JSON.stringify(Array.from({ length: LEGISTAR_PAGE_SIZE }, (_, i) => ({ i })));
    script = [{ status: 200, body: full }, { status: 200, body: JSON.stringify([{ i: 'last' }]) }];
    const rows = await client().list('/events', { $filter: "EventDate ge datetime'2026-01-01'" });
    expect(rows).toHaveLength(LEGISTAR_PAGE_SIZE + 1);
    expect(seen.map((u) => [u.pathname, u.searchParams.get('$top'), u.searchParams.get('$skip'), u.searchParams.get('token')])).toEqual([
      ['/v1/city/events', '1000', '0', 'tok'],
      ['/v1/city/events', '1000', '1000', 'tok'],
    ]);
    expect(seen[0]!.searchParams.get('$filter')).toBe("EventDate ge datetime'2026-01-01'");
  });

  it('retries a 500, a hang past the timeout and a cut answer, pausing twice as long each time', async () => {
    script = [{ status: 500, body: '{}' }, 'hang', { status: 200, body: '[{"a":' }, { status: 200, body: '[1]' }];
    // A hang is given up after the timeout (short here: the one real wait of these tests).
    expect(await client({ timeoutMs: 300 }).get('/events/1/eventitems')).toEqual([1]);
    expect(pauses).toEqual([100, 200, 400]);
  });

  it('gives up after its attempts with what went wrong, and never retries a refused token', async () => {
    script = [{ status: 500, body: '{}' }, { status: 502, body: '{}' }];
    await expect(client({ attempts: 2 }).get('/events')).rejects.toThrow('/events: HTTP 502');
    script = [{ status: 403, body: '{"Message":"Token is missing or invalid."}' }];
    await expect(client().get('/events')).rejects.toThrow(/HTTP 403.*token/);
    expect(seen).toHaveLength(3);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const c = client({ concurrency: 2 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => c.get(`/eventitems/${i}/votes`)));
    expect(seen).toHaveLength(8);
    expect(peak).toBeLessThanOrEqual(2);
    expect(c.requests).toBe(8);
  });
});
