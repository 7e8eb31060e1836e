/**
 * `npm run bench:load`: a realistic mix (load-mix.ts) with autocannon at rising concurrency against the built
 * app, first on SQLite in one process, then, when DATABASE_URL is set, on PostgreSQL with 2 processes
 * (start:cluster, Redis for shared rate limits). Prints req/s, p50/p99, errors and status codes per level, then
 * a soak (SOAK_SECONDS, default 60; the issue's bar is 300) with RSS sampled every second, and the memory
 * growth from the first to the last minute (or third, on a soak shorter than 3 minutes). The bar: no errors,
 * growth <= 10%.
 * Then the flood stage (issue 23): sign-in p99 beside the mix, without and with a flood of made-up
 * `password-reset/confirm` requests (reset-flood-requests.ts); the bar: within 2x.
 * Env: LEVELS (default 1,8,32), LEVEL_SECONDS (default 5), SOAK_SECONDS, SOAK_CONNECTIONS (default 8),
 * FLOOD_SECONDS (default 10; 0 skips the flood stage), FLOOD_CONNECTIONS (default 32).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDatabase } from '../server/db/database.ts';
import { createMix, MIX } from './load-mix.ts';
import { type LoadData, prepareLoadData } from './load-prepare.ts';
import { startTarget, type Target } from './load-target.ts';
import { driveStream, formatStream, resetFloodStream, signInStream } from './reset-flood-requests.ts';

const LEVELS = (process.env.LEVELS ?? '1,8,32').split(',').map(Number);
const LEVEL_SECONDS = Number(process.env.LEVEL_SECONDS ?? 5);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 32);
// Each resident takes 100 consecutive requests (5 sign-ins). Sign-in allows 10 per account in 15 minutes, so a
// resident must not come round again within that window: at ~1,000 req/s a 300 s soak needs 3,000 residents.
// Too few and the bench measures our own rate limit (429s) instead of the server.
const USERS = Number(process.env.LOAD_USERS ?? 6000);
const root = path.resolve(import.meta.dirname, '..');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface Sample { t: number; rss: number }
interface RunResult { rps: number; p50: number; p99: number; errors: number; statuses: Record<number, number>; samples: Sample[] }

// autocannon's result fields this bench reads (bench/autocannon.d.ts types only a few).
interface FullResult { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number; timeouts: number }

let counter = 0;

async function drive(target: Target, mix: ReturnType<typeof createMix>, connections: number, seconds: number): Promise<RunResult> {
  const statuses: Record<number, number> = {};
  const samples: Sample[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ t: (Date.now() - started) / 1000, rss: target.rss() }), 1000);
  const instance = autocannon({
    url: target.url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, ...mix(counter++) }) as typeof req }],
  });
  instance.on('response', (_client: unknown, status: number) => (statuses[status] = (statuses[status] ?? 0) + 1));
  const result = (await instance) as unknown as FullResult;
  clearInterval(sampler);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, statuses, samples };
}

function growth(samples: Sample[]): { window: number; first: number; last: number; percent: number } {
  // One sample a second: compare the mean of the first and last minute (a third, on a shorter soak).
  const window = samples.length >= 180 ? 60 : Math.max(1, Math.floor(samples.length / 3));
  const mean = (list: Sample[]) => list.reduce((s, x) => s + x.rss, 0) / Math.max(1, list.length);
  const first = mean(samples.slice(0, window));
  const last = mean(samples.slice(-window));
  return { window, first, last, percent: ((last - first) / first) * 100 };
}

/**
 * Sign-in p99 of a probe (2 connections, residents of the second half, whom the mix reaches last) beside the
 * mix, then beside the mix and the reset flood. Returns whether the p99 stayed within 2x.
 */
async function floodStage(target: Target, mix: ReturnType<typeof createMix>, users: LoadData['users']): Promise<boolean> {
  const probe = signInStream(users.slice(Math.floor(users.length / 2)));
  console.log(`flood stage: sign-in probe (2 connections) beside the mix (${SOAK_CONNECTIONS}), ${FLOOD_SECONDS} s each`);
  const [mixAlone, alone] = await Promise.all([drive(target, mix, SOAK_CONNECTIONS, FLOOD_SECONDS), driveStream(target.url, 2, FLOOD_SECONDS, probe)]);
  const [mixBeside, beside, flood] = await Promise.all([
    drive(target, mix, SOAK_CONNECTIONS, FLOOD_SECONDS),
    driveStream(target.url, 2, FLOOD_SECONDS, probe),
    driveStream(target.url, FLOOD_CONNECTIONS, FLOOD_SECONDS, resetFloodStream()),
  ]);
  const mixRow = (name: string, r: RunResult) => `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${JSON.stringify(r.statuses)}`;
  console.log(`  ${mixRow('mix, no flood', mixAlone)}\n  ${formatStream('sign-in, no flood', alone)}`);
  console.log(`  ${mixRow('mix beside the flood', mixBeside)}\n  ${formatStream('sign-in beside the flood', beside)}\n  ${formatStream(`reset flood (${FLOOD_CONNECTIONS} conns)`, flood)}`);
  const ratio = beside.p99 / Math.max(1, alone.p99);
  console.log(`  sign-in p99 ratio ${ratio.toFixed(2)} (bar: <= 2)`);
  return ratio <= 2;
}

async function benchEngine(label: string, target: Target, mix: ReturnType<typeof createMix>, users: LoadData['users']): Promise<boolean> {
  console.log(`\n== ${label} ==`);
  console.log('conns   req/s   p50 ms   p99 ms   errors   statuses                     RSS (min..max)');
  // A short warm-up so the first level does not measure JIT and cold caches.
  await drive(target, mix, 4, 2);
  let ok = true;
  for (const connections of LEVELS) {
    const r = await drive(target, mix, connections, LEVEL_SECONDS);
    const rss = r.samples.map((s) => s.rss);
    ok &&= r.errors === 0;
    console.log(
      `${String(connections).padStart(5)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ` +
        `${String(r.errors).padStart(8)}   ${JSON.stringify(r.statuses).padEnd(28)} ${mb(Math.min(...rss))}..${mb(Math.max(...rss))}`,
    );
  }
  console.log(`soak: ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections${SOAK_SECONDS < 300 ? ' (the issue asks for 300: SOAK_SECONDS=300)' : ''}`);
  const soak = await drive(target, mix, SOAK_CONNECTIONS, SOAK_SECONDS);
  const every = Math.max(1, Math.floor(soak.samples.length / 10));
  console.log(`  RSS over time: ${soak.samples.filter((_, i) => i % every === 0).map((s) => `${s.t.toFixed(0)}s ${mb(s.rss)}`).join(', ')}`);
  const g = growth(soak.samples);
  console.log(
    `  ${soak.rps.toFixed(0)} req/s, p50 ${soak.p50} ms, p99 ${soak.p99} ms, errors ${soak.errors} ${JSON.stringify(soak.statuses)}; ` +
      `RSS first ${g.window} s ${mb(g.first)} -> last ${g.window} s ${mb(g.last)}: ${g.percent >= 0 ? '+' : ''}${g.percent.toFixed(1)}%`,
  );
  const floodOk = FLOOD_SECONDS > 0 ? await floodStage(target, mix, users) : true;
  return ok && soak.errors === 0 && g.percent <= 10 && floodOk;
}

if (!fs.existsSync(path.join(root, 'dist/web/index.html')) || !fs.existsSync(path.join(root, 'dist/web-ssr/entry-server.js'))) {
  console.log('Building the web app…');
  spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
console.log(`mix: ${MIX.map(([name, weight]) => `${name} ${weight}%`).join(', ')}; ${USERS} residents; levels ${LEVELS.join(', ')} for ${LEVEL_SECONDS} s each`);
let allOk = true;

{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-load-'));
  const db = createDatabase({ dataDir });
  const data = await prepareLoadData(db, dataDir, USERS);
  await db.destroy();
  console.log(`data: ${data.meetingIds.length} meetings, ${data.campaignIds.length} active campaigns`);
  const target = await startTarget({ DATA_DIR: dataDir }, 1);
  try {
    allOk = (await benchEngine('SQLite, 1 process', target, createMix(data), data.users)) && allOk;
  } finally {
    await target.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.DATABASE_URL) {
  const adminUrl = process.env.DATABASE_URL;
  const name = `bench_load_${process.pid}`;
  const admin = createDatabase({ databaseUrl: adminUrl, dataDir: os.tmpdir(), poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-load-pg-'));
  try {
    const db = createDatabase({ databaseUrl: url.href, dataDir });
    const data = await prepareLoadData(db, dataDir, USERS);
    await db.destroy();
    const target = await startTarget(
      { DATA_DIR: dataDir, DATABASE_URL: url.href, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', APP_SECRET: 'load-bench-secret-load-bench-secret-0000' },
      2,
    );
    try {
      allOk = (await benchEngine('PostgreSQL, 2 processes (start:cluster, Redis)', target, createMix(data), data.users)) && allOk;
    } finally {
      await target.stop();
    }
  } finally {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  console.log('\n(PostgreSQL skipped: set DATABASE_URL to run it with 2 processes)');
}

console.log(allOk ? '\nPASS: no errors, memory growth within 10%, sign-in p99 within 2x beside the flood' : '\nFAIL: errors, memory growth over 10% or sign-in slowed by the flood (see above)');
process.exitCode = allOk ? 0 : 1;
