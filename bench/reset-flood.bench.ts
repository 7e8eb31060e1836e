/**
 * `npm run bench:reset-flood`: sign-in latency with and without a flood of `password-reset/confirm` requests
 * beside it (issue 23: the flood used to hash every password before checking the token, taking sign-in from
 * 50 ms to 800 ms). Sign-ins come from many residents and addresses (X-Forwarded-For, as behind nginx); the
 * flood uses made-up tokens from a new address each time, so the per-address limit never helps it and only the
 * order of the checks is measured. The bar: sign-in p99 with the flood within 2x of p99 without.
 * Env: SECONDS (default 10), SIGNIN_CONNECTIONS (default 4), FLOOD_CONNECTIONS (default 32), LOAD_USERS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../server/db/database.ts';
import { BENCH_PASSWORD, prepareLoadData } from './load-prepare.ts';
import { startTarget } from './load-target.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const SIGNIN_CONNECTIONS = Number(process.env.SIGNIN_CONNECTIONS ?? 4);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 32);
const USERS = Number(process.env.LOAD_USERS ?? 2000);

interface Result { rps: number; p50: number; p99: number; statuses: Record<number, number> }

let n = 0;
const address = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;

function run(url: string, connections: number, request: () => { method: string; path: string; headers: Record<string, string>; body: string }): Promise<Result> {
  const statuses: Record<number, number> = {};
  const instance = autocannon({
    url,
    connections,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, ...request() }) as typeof req }],
  });
  instance.on('response', (_client: unknown, status: number) => (statuses[status] = (statuses[status] ?? 0) + 1));
  return (instance as unknown as Promise<{ requests: { average: number }; latency: { p50: number; p99: number } }>).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    statuses,
  }));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-reset-flood-'));
const db = createDatabase({ dataDir });
const data = await prepareLoadData(db, dataDir, USERS);
await db.destroy();
const target = await startTarget({ DATA_DIR: dataDir }, 1);
try {
  let user = 0;
  const signIn = () => {
    const who = data.users[user++ % data.users.length]!;
    return {
      method: 'POST',
      path: '/api/v1/auth/login/email',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
      body: JSON.stringify({ email: who.email, password: BENCH_PASSWORD }),
    };
  };
  const flood = () => ({
    method: 'POST',
    path: '/api/v1/auth/password-reset/confirm',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
    body: JSON.stringify({ token: `made-up-${n}-${'x'.repeat(32)}`, password: 'A-Long-New-Password-2026' }),
  });

  const alone = await run(target.url, SIGNIN_CONNECTIONS, signIn);
  const [beside, flooding] = await Promise.all([run(target.url, SIGNIN_CONNECTIONS, signIn), run(target.url, FLOOD_CONNECTIONS, flood)]);
  const row = (name: string, r: Result) =>
    `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${JSON.stringify(r.statuses)}`;
  console.log(row('sign-in alone', alone));
  console.log(row('sign-in beside the flood', beside));
  console.log(row('reset-confirm flood', flooding));
  const ratio = beside.p99 / Math.max(1, alone.p99);
  console.log(`sign-in p99 ratio ${ratio.toFixed(2)} (bar: <= 2)`);
  process.exitCode = ratio <= 2 ? 0 : 1;
} finally {
  await target.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
