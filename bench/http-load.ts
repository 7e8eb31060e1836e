/**
 * Drives HTTP load at a server for a fixed time and reports req/s and latency percentiles. It uses wrk (C,
 * Debian package `wrk`) when it is installed and autocannon otherwise. On a 2-core machine the load generator
 * shares the CPU with the server, and autocannon, being JavaScript, can saturate its own core first: measured
 * here, it ran at 107% CPU against a meetings-list server at 73%, so it reported the client's limit (6,900 req/s)
 * where wrk, at 13% CPU, measured the server's (17,600). Every figure printed names the client that made it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadRun {
  name: string;
  url: string;
  /** Request paths, sent in turn. */
  paths: string[];
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  /** Requests answered in the run. */
  requests: number;
  /** The server process's CPU time (user and system, all its threads) per request answered, when its pid was given. */
  cpuUs?: number;
}

export type LoadClient = 'wrk' | 'autocannon';

const run = promisify(execFile);

export async function availableClient(): Promise<LoadClient> {
  if (process.env.BENCH_CLIENT === 'autocannon') return 'autocannon';
  try {
    await run('wrk', ['--version']).catch((error: { stdout?: string }) => {
      // wrk prints its version and exits 1.
      if (!error.stdout?.startsWith('wrk')) throw error;
    });
    return 'wrk';
  } catch {
    return 'autocannon';
  }
}

export function runLoad(client: LoadClient, options: LoadRun): Promise<LoadResult> {
  return client === 'wrk' ? runWrk(options) : runAutocannon(options);
}

// The script rotates through the paths and prints the figures as one JSON line (wrk reports p95 only here).
const WRK_SCRIPT = `
local paths = {}
local i = 0
function init(args) for _, p in ipairs(args) do paths[#paths + 1] = p end end
function request()
  i = i + 1
  return wrk.format(nil, paths[(i - 1) % #paths + 1])
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"duration_us":%d,"p50":%.3f,"p95":%.3f,"p99":%.3f,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, e.connect + e.read + e.write + e.timeout + e.status))
end
`;

async function runWrk(options: LoadRun): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-wrk-'));
  const script = path.join(dir, 'rotate.lua');
  fs.writeFileSync(script, WRK_SCRIPT);
  try {
    const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    const { stdout } = await run(
      'wrk',
      ['-t1', `-c${options.connections}`, `-d${options.durationS}s`, '-s', script, ...headerArgs, options.url, '--', ...options.paths],
      { maxBuffer: 1024 * 1024 },
    );
    const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const r = JSON.parse(line.slice('RESULT '.length)) as {
      requests: number;
      duration_us: number;
      p50: number;
      p95: number;
      p99: number;
      errors: number;
    };
    return { name: options.name, rps: r.requests / (r.duration_us / 1e6), p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors, requests: r.requests };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function runAutocannon(options: LoadRun): Promise<LoadResult> {
  const latencies: number[] = [];
  let index = 0;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    headers: options.headers ?? {},
    duration: options.durationS,
    requests: [{ setupRequest: (req) => ({ ...req, path: options.paths[index++ % options.paths.length]! }) }],
  });
  // autocannon reports p90 and p97.5 but not p95: keep every response time and compute it here.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

export interface LoadTarget {
  name: string;
  url: string;
  paths: string[];
  connections?: number;
  headers?: Record<string, string>;
}

/**
 * This machine's speed drifts by a quarter within minutes (shared VM): measuring each target once, one after the
 * other, let that drift into the ratios. So every target runs unmeasured first (JIT, cache fill), then all targets
 * are measured in `rounds` interleaved rounds, and each reports the median of each figure.
 */
export async function measureInterleaved(
  client: LoadClient,
  targets: LoadTarget[],
  options: { connections: number; warmupS: number; durationS: number; rounds: number; serverPid?: number },
): Promise<LoadResult[]> {
  const once = async (t: LoadTarget, durationS: number): Promise<LoadResult> => {
    const before = processCpuUs(options.serverPid);
    const result = await runLoad(client, { ...t, connections: t.connections ?? options.connections, durationS });
    const after = processCpuUs(options.serverPid);
    return before === undefined || after === undefined ? result : { ...result, cpuUs: (after - before) / Math.max(1, result.requests) };
  };
  for (const t of targets) await once(t, options.warmupS);
  const rounds: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, t] of targets.entries()) rounds[i]!.push(await once(t, options.durationS));
  }
  // Each figure its own median: the round of median req/s may be one whose tail was quiet.
  const median = (runs: LoadResult[], figure: 'rps' | 'p50' | 'p95' | 'p99' | 'cpuUs') => runs.map((r) => r[figure] ?? NaN).sort((x, y) => x - y)[Math.floor(runs.length / 2)]!;
  return rounds.map((runs) => ({
    ...runs[0]!,
    rps: median(runs, 'rps'),
    p50: median(runs, 'p50'),
    p95: median(runs, 'p95'),
    p99: median(runs, 'p99'),
    ...(options.serverPid === undefined ? {} : { cpuUs: median(runs, 'cpuUs') }),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    requests: runs.reduce((n, r) => n + r.requests, 0),
  }));
}

/**
 * A process's CPU time so far (user and system, in microseconds) from /proc (Linux), or undefined. Unlike req/s,
 * a server's CPU time per request hardly moves with what else the machine runs, so it prices a step under load.
 */
function processCpuUs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S) * 1e6;
  } catch {
    return undefined;
  }
}
/** USER_HZ, 100 on Linux for every architecture Node runs on. */
const CLOCK_TICKS_PER_S = 100;
