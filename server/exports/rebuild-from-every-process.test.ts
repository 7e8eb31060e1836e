/**
 * Exports that follow every change (issue 50), whichever process writes it: `npm run ingest` (a real child process
 * running server/cli/ingest.ts) and the job worker (`buildWorker`) queue the same debounced `exports.build` in
 * the one job table as the server does; the server or the worker then runs it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorker } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const root = path.resolve(import.meta.dirname, '../..');
const MINUTES = path.join(root, 'city/tulsa/data/minutes/24-1158-1_2024-12-04_4PM_Minutes.pdf');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const rebuildsQueued = () =>
  database.db.selectFrom('jobs').select(['payload', 'status']).where('kind', '=', 'exports.build').where('idempotency_key', 'like', 'exports.build:changed:%').execute();

function databaseEnv(): Record<string, string> {
  if (!database.databaseUrl) return {};
  return { DATABASE_URL: `${database.databaseUrl}${database.databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.pgSchema}`)}` };
}

describe('the export rebuild after a change', () => {
  it('is queued by `npm run ingest`', { timeout: 60_000 }, async () => {
    expect(await rebuildsQueued()).toEqual([]);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/cli/ingest.ts'), MINUTES], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: database.dataDir, EXPORTS: 'on', LOG_LEVEL: 'silent', GEOCODER: 'offline', ...databaseEnv() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(0);
    expect(output).toMatch(/1 created/);
    const queued = await rebuildsQueued();
    expect(queued.map((j) => [JSON.parse(j.payload), j.status])).toEqual([[{ nightly: false, reason: 'record_changed' }, 'queued']]);
  });

  it('is queued by a change the worker writes, into the same queued build', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, ...databaseEnv(), EXPORTS: 'on', LOG_LEVEL: 'silent', GEOCODER: 'offline', PUBLIC_URL: 'https://civic.example' });
    const worker = await buildWorker({ config, db: database.db, logger: false });
    try {
      await worker.ready();
      await createMeeting(database.db, { title: 'Written by the worker' }, new Date('2026-11-18T20:00:00.000Z'));
      // The build the CLI queued is moved to 2 minutes after this change, not doubled: one queue, one build per burst.
      expect((await rebuildsQueued()).map((j) => j.status)).toEqual(['queued']);
      const job = await database.db.selectFrom('jobs').select('run_at').where('idempotency_key', 'like', 'exports.build:changed:%').executeTakeFirstOrThrow();
      expect(job.run_at).toBe('2026-11-18T20:02:00.000Z');
    } finally {
      await worker.close();
    }
  });
});
