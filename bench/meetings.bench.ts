/**
 * `npm run bench`: the meetings list and search against a bare Fastify route, on 5,000 meetings and 100,000
 * agenda items in a fresh SQLite data dir (or PostgreSQL with DATABASE_URL). The servers run in a child process
 * so that the load generator (wrk when installed, else autocannon: http-load.ts) does not share their event loop.
 * Goals (docs: PRODUCT.md quality bars): list req/s >= 0.5 x bare, search p95 < 50 ms; with a production build,
 * each server-rendered page p95 < 50 ms and req/s >= 0.5 x the list's (issue 52); the kept list's p95 at most twice
 * that of a bare route sending the same bytes (decision 235). The run fails on any miss, by p95 as much as by
 * requests per second.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableClient, type LoadClient, type LoadTarget, measureInterleaved } from './http-load.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const SEARCH_P95_GOAL_MS = 50;
const PAGE_P95_GOAL_MS = 50;
/** The share of a bytes-bound ceiling the list must reach when the ceiling itself is under the goal (decision 235). */
const BYTES_BOUND_SHARE = 0.8;
// What residents type: common words that match most meetings, and names that match a few.
const SEARCHES = ['stormwater fee', 'zoning appeal', 'library youth program', 'sewer easement', 'budget amend',
  'council approve', 'benmar', 'delros street', 'parade permit', 'housing gr'];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-bench-'));
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts'), [dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  type Ready = { app: string; bare: string; pageBytes: { plain: number; br: number }; serverRendering: boolean };
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const client: LoadClient = await availableClient();
  type Target = LoadTarget;
  const measure = (targets: Target[]) =>
    measureInterleaved(client, targets, { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S, rounds: ROUNDS, serverPid: child.pid });
  try {
    const list = ['/api/v1/meetings/?limit=100&skip=0'];
    const listFiltered = [
      '/api/v1/meetings/?limit=100&skip=0&status=completed',
      '/api/v1/meetings/?limit=100&skip=0&status=completed&from=2020-01-01&to=2020-12-31',
      '/api/v1/meetings/?limit=100&skip=100&topic=city-budget',
    ];
    const search = SEARCHES.map((q) => `/api/v1/meetings/?limit=100&skip=0&q=${encodeURIComponent(q)}`);
    // Server-rendered pages as a browser asks for them (HTML, brotli): three meetings, and the search page.
    const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
    const meetingPages = ['/meetings/100', '/meetings/1000', '/meetings/2000'];
    // Three of each: a kept page lasts until the record changes (page-cache.ts), so after the warm-up these are
    // cache hits, as for the visitors a shared link brings.
    const searchPages = SEARCHES.slice(0, 3).map((q) => `/meetings?q=${encodeURIComponent(q)}`);
    const pageTargets: Target[] = ready.serverRendering
      ? [
          { name: 'meeting page, rendered, br', url: ready.app, paths: meetingPages, headers: html },
          { name: 'search page, rendered, br', url: ready.app, paths: searchPages, headers: html },
        ]
      : [];
    const results = await measure([
      { name: 'bare Fastify route', url: ready.bare, paths: ['/bare'] },
      { name: 'meetings list (100 items)', url: ready.app, paths: list },
      { name: 'meetings list, filtered', url: ready.app, paths: listFiltered },
      // What a browser asks for: the cache keeps a compressed copy beside the JSON.
      { name: 'meetings list, br (browser)', url: ready.app, paths: list, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      { name: 'meetings search (100 items)', url: ready.app, paths: search },
      // Latency as one resident sees it: one request at a time, so queueing behind others is not counted.
      { name: 'search, 1 connection', url: ready.app, paths: search, connections: 1 },
      { name: 'bare route, same bytes', url: ready.bare, paths: ['/bare-same-payload'] },
      { name: 'bare route, same br bytes', url: ready.bare, paths: ['/bare-same-payload-br'] },
      // The ETag's price: the same bytes hashed per request, what the JSON ETag hook did to every kept list.
      { name: 'bare, same bytes, hashed', url: ready.bare, paths: ['/bare-same-payload-hashed'] },
      ...pageTargets,
    ]);
    const bare = results[0]!;
    // Other work on the machine shows in every figure: the load average says how much there was.
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(
      `\n${client}, median of ${ROUNDS} interleaved rounds of ${DURATION_S} s, ${CONNECTIONS} connections, ${os.cpus().length} CPUs, load ${load}, node ${process.version}`,
    );
    // The server's CPU time per request (all its threads) hardly moves with the machine's other work, where req/s does.
    console.log('endpoint                         req/s   p50 ms   p95 ms   p99 ms   errors  CPU us/req');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(31)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95
          .toFixed(1)
          .padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)} ${(r.cpuUs ?? NaN).toFixed(0).padStart(11)}`,
      );
    }
    const ratio = results[1]!.rps / bare.rps;
    const browserRatio = results[3]!.rps / bare.rps;
    const searchP95 = results[5]!.p95;
    const missed: string[] = [];
    const judged = (name: string, pass: boolean) => {
      if (!pass) missed.push(name);
      return pass ? 'PASS' : 'MISS';
    };
    const verdict = (value: number, name = 'ratio') => judged(name, value >= 0.5);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    const { plain: plainBytes, br: brBytes } = ready.pageBytes;
    // When even a bare route sending the list's bytes stays under the goal here (loopback bound by the bytes), no
    // server code can meet it: the line says so, and the list is judged against that ceiling instead (at least
    // BYTES_BOUND_SHARE of it), so the run still fails when the list's own work is what falls short.
    const listVerdict = (list: number, ceiling: number, name: string) =>
      ceiling >= 0.5
        ? `(goal >= 0.5) ${verdict(list, name)}`
        : `(goal >= 0.5, out of reach: a bare route sending the same bytes makes ${ceiling.toFixed(2)}; judged against it: ${(list / ceiling).toFixed(2)}, goal >= ${BYTES_BOUND_SHARE}) ${judged(name, list / ceiling >= BYTES_BOUND_SHARE)}`;
    console.log(`\nlist as a browser asks for it (br, ${kb(brBytes)}) / bare: ${browserRatio.toFixed(2)} ${listVerdict(browserRatio, results[7]!.rps / bare.rps, 'list (br) / bare')}`);
    console.log(`list without compression (${kb(plainBytes)}) / bare: ${ratio.toFixed(2)} ${listVerdict(ratio, results[6]!.rps / bare.rps, 'list / bare')}`);
    console.log(
      `ceilings, a bare route sending the same bytes / bare: plain ${(results[6]!.rps / bare.rps).toFixed(2)}, br ${(
        results[7]!.rps / bare.rps
      ).toFixed(2)}; the list against them: plain ${(results[1]!.rps / results[6]!.rps).toFixed(2)}, br ${(
        results[3]!.rps / results[7]!.rps
      ).toFixed(2)}`,
    );
    // Latency too (issue 52): a kept list's p95 at most twice that of the bare route sending the same bytes, the
    // req/s goal read the other way; a list that keeps up on average but stalls its tail misses.
    for (const [list, ceiling, name] of [[results[3]!, results[7]!, 'list (br) p95'], [results[1]!, results[6]!, 'list p95']] as const) {
      const limit = 2 * ceiling.p95;
      console.log(`${name}: ${list.p95.toFixed(1)} ms (goal <= 2 x the same bytes' ${ceiling.p95.toFixed(1)} = ${limit.toFixed(1)} ms) ${judged(name, list.p95 <= limit)}`);
    }
    const hashed = results[8]!;
    console.log(
      `the ETag hashed per request (the hook before issue 52) on the same bytes: p95 ${results[6]!.p95.toFixed(1)} -> ${hashed.p95.toFixed(1)} ms, ` +
        `req/s x${(hashed.rps / results[6]!.rps).toFixed(2)}; the kept list now sends the tag it keeps beside its bytes (list p95 ${results[1]!.p95.toFixed(1)} ms)`,
    );
    console.log(
      `search p95 (1 connection): ${searchP95.toFixed(1)} ms (goal < ${SEARCH_P95_GOAL_MS} ms) ${judged('search p95', searchP95 < SEARCH_P95_GOAL_MS)}`,
    );
    if (ready.serverRendering) {
      // Within 2x of the JSON list (issue 38): a page's req/s at least half the list's, as a browser asks for both.
      for (const page of results.slice(9)) {
        const toList = page.rps / results[3]!.rps;
        console.log(
          `${page.name} / list (br): ${toList.toFixed(2)} (goal >= 0.5) ${verdict(toList, `${page.name} / list`)}; / bare: ${(page.rps / bare.rps).toFixed(2)}`,
        );
        console.log(`${page.name} p95: ${page.p95.toFixed(1)} ms (goal < ${PAGE_P95_GOAL_MS} ms) ${judged(`${page.name} p95`, page.p95 < PAGE_P95_GOAL_MS)}`);
      }
    } else {
      console.log('\n(no production build in dist/: run `npm run build` to measure the server-rendered pages)');
    }
    if (results.some((r) => r.errors > 0)) missed.push('errors');
    console.log(missed.length === 0 ? '\nall goals met: PASS' : `\nMISS: ${missed.join(', ')}`);
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
