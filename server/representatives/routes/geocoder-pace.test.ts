/**
 * The district finder keeps to the geocoder's published policy however many residents ask at once (issue 35:
 * 150 new addresses a second went straight to the provider; Nominatim allows one a second). Through the real
 * route, the database cache and a loopback Nominatim; on SQLite and PostgreSQL. Real time: about 10 s.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindRepresentativesResponse } from '#contract/representatives.ts';
import { seedCivicData } from '../../seed/seed-civic.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A Nominatim search that places every address at one point of District 4 and notes when each call arrived. It
 * runs in a process of its own, so the app's busy event loop cannot delay the noting: `GET /arrivals` lists them.
 */
const STUB = `
const http = require('node:http');
const arrivals = [];
const server = http.createServer((req, res) => {
  if (req.url === '/arrivals') return res.end(JSON.stringify(arrivals));
  arrivals.push(performance.now());
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ lat: '36.1393', lon: '-95.9426', display_name: 'District 4' }]));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

async function startNominatimStub() {
  const child = spawn(process.execPath, ['-e', STUB], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    arrivals: async () => (await (await fetch(`${url}/arrivals`)).json()) as number[],
    close: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill())),
  };
}

let ctx: TestApp;
let nominatim: Awaited<ReturnType<typeof startNominatimStub>>;
beforeAll(async () => {
  nominatim = await startNominatimStub();
  ctx = await createTestApp({ GEOCODER: 'nominatim', GEOCODER_URL: nominatim.url });
  await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00Z') });
});
afterAll(async () => {
  await ctx.close();
  await nominatim.close();
});

const find = async (address: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/find', query: { address } });
  return { status: res.statusCode, body: res.json() as FindRepresentativesResponse };
};

describe('150 new addresses at once', () => {
  it('reach Nominatim one a second, and every resident still gets an answer', { timeout: 60_000 }, async () => {
    const addresses = Array.from({ length: 150 }, (_, i) => `${i + 1} Main St`);
    const answers = await Promise.all(addresses.map(find));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Queued up to the wait a resident is asked to bear; the rest are placed from the city's own data at once.
    const calls = await nominatim.arrivals();
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.length).toBeLessThan(addresses.length / 5);
    // One a second. The throttle spaces the calls' starts, so a first call slowed on its way (150 requests at once
    // on a busy machine) can reach the provider just before the second: one pair may bunch, no more.
    const gaps = calls.slice(1).map((t, i) => t - calls[i]!);
    expect(gaps.filter((gap) => gap < 950).length).toBeLessThanOrEqual(1);
    expect(calls.at(-1)! - calls[0]!).toBeGreaterThanOrEqual((calls.length - 2) * 950);
    expect(answers.filter((a) => a.body.district_info.placed_by?.source === 'nominatim')).toHaveLength(calls.length);
    // An address the provider placed is remembered: asking again costs no call.
    const placed = addresses[answers.findIndex((a) => a.body.district_info.placed_by?.source === 'nominatim')]!;
    const before = calls.length;
    expect((await find(placed)).body.district_info.placed_by?.source).toBe('nominatim');
    expect(await nominatim.arrivals()).toHaveLength(before);
  });
});
