/**
 * `npm run bench:reset-flood`: sign-in latency with and without a flood of `password-reset/confirm` requests
 * beside it (issue 23: the flood used to hash every password before checking the token, taking sign-in from
 * 50 ms to 800 ms). `bench:load` runs the same flood beside its whole mix. The bar: sign-in p99 with the flood
 * within 2x of p99 without.
 * Env: SECONDS (default 10), SIGNIN_CONNECTIONS (default 4), FLOOD_CONNECTIONS (default 32), LOAD_USERS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../server/db/database.ts';
import { prepareLoadData } from './load-prepare.ts';
import { startTarget } from './load-target.ts';
import { driveStream, formatStream, resetFloodStream, signInStream } from './reset-flood-requests.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const SIGNIN_CONNECTIONS = Number(process.env.SIGNIN_CONNECTIONS ?? 4);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 32);
const USERS = Number(process.env.LOAD_USERS ?? 2000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-reset-flood-'));
const db = createDatabase({ dataDir });
const data = await prepareLoadData(db, dataDir, USERS);
await db.destroy();
const target = await startTarget({ DATA_DIR: dataDir }, 1);
try {
  const signIn = signInStream(data.users);
  const alone = await driveStream(target.url, SIGNIN_CONNECTIONS, SECONDS, signIn);
  const [beside, flooding] = await Promise.all([
    driveStream(target.url, SIGNIN_CONNECTIONS, SECONDS, signIn),
    driveStream(target.url, FLOOD_CONNECTIONS, SECONDS, resetFloodStream()),
  ]);
  console.log(formatStream('sign-in alone', alone));
  console.log(formatStream('sign-in beside the flood', beside));
  console.log(formatStream('reset-confirm flood', flooding));
  const ratio = beside.p99 / Math.max(1, alone.p99);
  console.log(`sign-in p99 ratio ${ratio.toFixed(2)} (bar: <= 2)`);
  process.exitCode = ratio <= 2 ? 0 : 1;
} finally {
  await target.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
