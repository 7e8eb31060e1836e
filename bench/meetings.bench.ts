/**
 * `npm run bench`: the meetings list and search against a bare Fastify route, on 5,000 meetings and 100,000
 * agenda items in a fresh SQLite data dir (or PostgreSQL with DATABASE_URL). The servers run in a child process
 * so that autocannon, here, does not share their event loop. Goals (docs: PRODUCT.md quality bars):
 * list req/s >= 0.5 x bare, search p95 < 50 ms.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// What residents type: common words that match most meetings, and names that match a few.
const SEARCHES = ['stormwater fee', 'zoning appeal', 'library youth program', 'sewer easement', 'budget amend',
  'council approve', 'benmar', 'delros street', 'parade permit', 'housing gr'];

interface Result {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(
  name: string,
  url: string,
  paths: string[],
  connections = CONNECTIONS,
  headers: Record<string, string> = {},
): Promise<Result> {
  const latencies: number[] = [];
  let index = 0;
  const instance = autocannon({
    url,
    connections,
    headers,
    duration: DURATION_S,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[index++ % paths.length]! }) }],
  });
  // autocannon reports p90 and p97.5 but not p95: keep every response time and compute it here.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-bench-'));
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts'), [dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ app: string; bare: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { app: string; bare: string }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  try {
    const list = ['/api/v1/meetings/?limit=100&skip=0'];
    const listFiltered = [
      '/api/v1/meetings/?limit=100&skip=0&status=completed',
      '/api/v1/meetings/?limit=100&skip=0&status=completed&from=2020-01-01&to=2020-12-31',
      '/api/v1/meetings/?limit=100&skip=100&topic=city-budget',
    ];
    const search = SEARCHES.map((q) => `/api/v1/meetings/?limit=100&skip=0&q=${encodeURIComponent(q)}`);
    const results = [
      await run('bare Fastify route', ready.bare, ['/bare']),
      await run('meetings list (100 items)', ready.app, list),
      await run('meetings list, filtered', ready.app, listFiltered),
      // What a browser asks for: the cache keeps a compressed copy beside the JSON.
      await run('meetings list, br (browser)', ready.app, list, CONNECTIONS, { 'accept-encoding': 'gzip, deflate, br' }),
      await run('meetings search (100 items)', ready.app, search),
      // Latency as one resident sees it: one request at a time, so queueing behind others is not counted.
      await run('search, 1 connection', ready.app, search, 1),
      await run('bare route, same payload', ready.bare, ['/bare-same-payload']),
    ];
    const bare = results[0]!;
    // Other work on the machine shows in every figure: the load average says how much there was.
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`\n${DURATION_S} s each, ${CONNECTIONS} connections, ${os.cpus().length} CPUs, load ${load}, node ${process.version}`);
    console.log('endpoint                         req/s   p50 ms   p95 ms   p99 ms   errors');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(31)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95
          .toFixed(1)
          .padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)}`,
      );
    }
    const ratio = results[1]!.rps / bare.rps;
    const browserRatio = results[3]!.rps / bare.rps;
    const searchP95 = results[5]!.p95;
    console.log(`\nlist / bare req/s: ${ratio.toFixed(2)} (goal >= 0.5) ${ratio >= 0.5 ? 'PASS' : 'MISS'}`);
    console.log(`list (br) / bare req/s: ${browserRatio.toFixed(2)}`);
    const samePayloadRatio = results[1]!.rps / results[6]!.rps;
    console.log(`list / bare route sending the same bytes: ${samePayloadRatio.toFixed(2)} (${(Buffer.byteLength(
      await (await fetch(`${ready.bare}/bare-same-payload`)).text(),
    ) / 1024).toFixed(0)} KB a page)`);
    console.log(
      `search p95 (1 connection): ${searchP95.toFixed(1)} ms (goal < 50 ms) ${searchP95 < 50 ? 'PASS' : 'MISS'}`,
    );
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
