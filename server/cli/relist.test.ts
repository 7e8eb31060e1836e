/**
 * `npm run record:relist -- --city <id>` as a real process (`server/cli/relist.ts` under tsx), on a deployment
 * serving two cities from SQLite files: it relists the chosen city's own database and leaves the other's alone,
 * byte for byte; without `--city` it is the default city's; a city the deployment does not serve (a prototype
 * word included) and an argument it does not know are refused, with nothing written.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { servedCityPlace } from '../cities/city-sites.ts';
import { loadConfig } from '../config.ts';
import { SQLITE_FILE_NAME } from '../db/database.ts';
import { openMigratedDatabase } from '../process-start.ts';
import { createMeeting } from '../test/factories.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CITIES = 'tulsa,fictionville';
let dataDir: string;

/** Each city's two meetings: one the rule lists, one it does not (an imported placeholder). */
const ids: Record<string, { listed: number; placeholder: number }> = {};

function env(): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', CITIES, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', GEOCODER: 'offline' };
}

/** A city's database as the server keeps it. */
async function openCity(id: string) {
  const { config, pgSchema } = servedCityPlace(loadConfig(env()), id);
  return openMigratedDatabase(config, pgSchema);
}

/** Writes the flags an older rule would have left in a city's database: the opposite of today's. */
async function unlistWrongly(id: string): Promise<void> {
  const db = await openCity(id);
  try {
    await db.updateTable('meetings').set({ is_listed: 0 }).where('id', '=', ids[id]!.listed).execute();
    await db.updateTable('meetings').set({ is_listed: 1 }).where('id', '=', ids[id]!.placeholder).execute();
  } finally {
    await db.destroy();
  }
}

async function flags(id: string): Promise<{ listed: number; placeholder: number }> {
  const db = await openCity(id);
  try {
    const rows = await db.selectFrom('meetings').select(['id', 'is_listed']).execute();
    const of = (meeting: number) => Number(rows.find((r) => r.id === meeting)!.is_listed);
    return { listed: of(ids[id]!.listed), placeholder: of(ids[id]!.placeholder) };
  } finally {
    await db.destroy();
  }
}

/** The SHA-256 of a city's SQLite files (the database and what its journal holds), to see that nothing wrote them. */
function fingerprint(id: string): string {
  const folder = id === 'tulsa' ? dataDir : path.join(dataDir, 'cities', id);
  const hash = crypto.createHash('sha256');
  for (const suffix of ['', '-wal']) {
    const file = path.join(folder, SQLITE_FILE_NAME + suffix);
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0));
  }
  return hash.digest('hex');
}

async function relist(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/relist.ts'), ...args], { cwd: ROOT, env: env() });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-relist-'));
  for (const id of ['tulsa', 'fictionville']) {
    const db = await openCity(id);
    try {
      ids[id] = {
        listed: await createMeeting(db, { title: `A summarized meeting of ${id}` }),
        placeholder: await createMeeting(db, { title: `Imported only, ${id}`, summary: 'Minutes imported from PDF: x.pdf' }),
      };
    } finally {
      await db.destroy();
    }
  }
}, 60_000);
beforeEach(async () => {
  await unlistWrongly('tulsa');
  await unlistWrongly('fictionville');
});
afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run record:relist', () => {
  it('with --city relists that city’s own database and writes nothing to the other’s', async () => {
    const tulsaBefore = fingerprint('tulsa');
    const run = await relist('--', '--city', 'fictionville');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Fictionville: 2 meetings checked, 1 listed, 1 unlisted.');
    expect(fingerprint('tulsa')).toBe(tulsaBefore);
    expect(await flags('fictionville')).toEqual({ listed: 1, placeholder: 0 });
    expect(await flags('tulsa')).toEqual({ listed: 0, placeholder: 1 });
  }, 60_000);

  it('without --city relists the default city only', async () => {
    const otherBefore = fingerprint('fictionville');
    const run = await relist();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Tulsa: 2 meetings checked, 1 listed, 1 unlisted.');
    expect(fingerprint('fictionville')).toBe(otherBefore);
    expect(await flags('tulsa')).toEqual({ listed: 1, placeholder: 0 });
  }, 60_000);

  it('refuses a city the deployment does not serve, and an unknown argument, writing nothing', async () => {
    const before = [fingerprint('tulsa'), fingerprint('fictionville')];
    for (const city of ['__proto__', 'nyc']) {
      const run = await relist('--city', city);
      expect(run.code, city).toBe(1);
      expect(run.stderr, city).toContain(`--city: ${JSON.stringify(city)} is not served by this deployment (CITIES: tulsa, fictionville)`);
    }
    const misused = await relist('--town', 'fictionville');
    expect(misused.code).toBe(2);
    expect(misused.stderr).toContain('Usage: npm run record:relist [-- --city <id>]');
    expect([fingerprint('tulsa'), fingerprint('fictionville')]).toEqual(before);
    expect(await flags('fictionville')).toEqual({ listed: 0, placeholder: 1 });
  }, 60_000);
});
