/**
 * `npm run bench:list-steps`: where a kept meetings list's time goes (issue 52 item 6). The real list, as a
 * browser asks for it (br) and plain, beside the steps of list-steps.ts, all measured in the same interleaved
 * rounds; each line says its req/s against the bare route and the one sending the same br bytes, and the server's
 * CPU time per request (robust to the machine's other load where req/s is not).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableClient, type LoadTarget, measureInterleaved } from './http-load.ts';
import type { Step } from './list-steps.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-bench-'));
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts'), [dataDir, 'steps'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ app: string; bare: string; steps: Step[] }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { app: string; bare: string; steps: Step[] }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  try {
    const client = await availableClient();
    const list = ['/api/v1/meetings/?limit=100&skip=0'];
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const targets: LoadTarget[] = [
      { name: 'bare Fastify route', url: ready.bare, paths: ['/bare'] },
      ...ready.steps.map((step) => ({ name: step.name, url: step.url, paths: list })),
      { name: 'the meetings list, br', url: ready.app, paths: list, headers: br },
      { name: 'the meetings list, plain', url: ready.app, paths: list },
    ];
    const results = await measureInterleaved(client, targets, { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S, rounds: ROUNDS, serverPid: child.pid });
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`\n${client}, median of ${ROUNDS} interleaved rounds of ${DURATION_S} s, ${CONNECTIONS} connections, ${os.cpus().length} CPUs, load ${load}`);
    const bare = results[0]!;
    const sameBytes = results[1]!;
    // The server's CPU time per request hardly moves with the machine's other work, where req/s does: each step's
    // price is its CPU time above the bare route sending the same br bytes.
    console.log('step                                 req/s   p50 ms   p95 ms  / bare  / same br bytes   CPU us/req  more than same br bytes');
    for (const r of results) {
      const cpu = r.cpuUs ?? NaN;
      console.log(
        `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${(r.rps / bare.rps)
          .toFixed(2)
          .padStart(7)} ${(r.rps / sameBytes.rps).toFixed(2).padStart(15)} ${cpu.toFixed(0).padStart(12)} ${(cpu - (sameBytes.cpuUs ?? NaN)).toFixed(0).padStart(24)}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
