/**
 * While the database is away the API answers 503 service_unavailable with Retry-After (never 500), /healthz
 * says 503 so a load balancer drains the process, and once the database is back the same process serves 200s
 * again without a restart. PostgreSQL is cut through a loopback proxy (the machine's server keeps running).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, SQLITE_FILE_NAME } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createManualClock } from '../../lib/clock.ts';
import { isDatabaseUnavailable, registerErrorHandler } from '../../plugins/error-handler.ts';
import { bearer, registerAndLogin } from '../auth-helpers.ts';
import { createTestApp, TEST_NOW } from '../test-app.ts';
import { startTcpProxy } from '../peers/tcp-proxy.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('which errors mean "the database is away"', () => {
  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('read ECONNRESET', 'ECONNRESET'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('terminating connection due to crash of another server process', '57P02'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    withCode('sqlclient unable to establish sqlconnection', '08001'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    withCode('database is locked', 'SQLITE_BUSY'),
    withCode('database table is locked', 'SQLITE_LOCKED'),
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'all addresses refused'),
    new Error('query failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
  ])('503 for %s', async (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const app = Fastify({ logger: false });
    registerErrorHandler(app, 1024);
    app.get('/boom', async () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error.code).toBe('service_unavailable');
    expect(res.body).not.toContain(error.message);
    await app.close();
  });

  it.each([
    withCode('syntax error at or near "selec"', '42601'),
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('SQLITE_CONSTRAINT: UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
  ])('still 500 for a bug: %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('SQLite locked past its busy timeout', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 503 to a write while another process holds the write lock, then 201 once it lets go', { timeout: 30_000 }, async () => {
    const other = new SqliteDatabase(path.join(ctx.dataDir, SQLITE_FILE_NAME));
    other.exec('begin exclusive');
    const body = { email: 'locked@example.org', password: 'Greenwood-Rising-1921', username: 'locked_out', full_name: 'Lock Ed', interests: [] };
    // Waits busy_timeout (5 s) for the lock, then gives up with SQLITE_BUSY.
    const blocked = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers['retry-after']).toBe('5');
    expect(blocked.json().error.code).toBe('service_unavailable');
    other.exec('rollback');
    other.close();
    const retried = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
    expect(retried.statusCode).toBe(201);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL away for 10 s under requests', () => {
  const direct = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/none');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-fault-pg-'));
  const pgSchema = `t_fault_${process.pid}_${Date.now().toString(36)}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: ReturnType<typeof createDatabase>;

  beforeAll(async () => {
    const admin = createDatabase({ databaseUrl: direct.href, dataDir, poolSize: 1 });
    await sql`create schema ${sql.id(pgSchema)}`.execute(admin);
    await admin.destroy();
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct.href);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    db = createDatabase({ databaseUrl: viaProxy.href, dataDir, pgSchema, poolSize: 4 });
    await migrateToLatest(db);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.href,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      GEOCODER: 'offline',
    });
    app = await buildApp({ config, db, clock: createManualClock(TEST_NOW), logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await proxy?.close();
    const admin = createDatabase({ databaseUrl: direct.href, dataDir, poolSize: 1 });
    await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(admin);
    await admin.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 (never 500) while it is away and 200 again once it is back, without a restart', { timeout: 50_000 }, async () => {
    const account = await registerAndLogin(app);
    const requests = [
      () => app.inject({ method: 'GET', url: '/healthz' }),
      () => app.inject({ method: 'GET', url: '/api/v1/meetings?q=budget' }),
      () => app.inject({ method: 'GET', url: '/api/v1/organizations' }),
      () => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) }),
    ];
    for (const request of requests) expect((await request()).statusCode).toBe(200);
    // The default meeting list is cached in the process (list-cache.ts): it may keep answering from memory.
    const cachedList = await app.inject({ method: 'GET', url: '/api/v1/meetings' });
    expect(cachedList.statusCode).toBe(200);

    await proxy.cut();
    const fromCache = await app.inject({ method: 'GET', url: '/api/v1/meetings' });
    expect(fromCache.statusCode === 503 || fromCache.body === cachedList.body).toBe(true);
    const statuses = new Map<number, number>();
    const until = Date.now() + 10_000;
    let sent = 0;
    // Four callers keep asking for the whole outage (real time: the outage is the network's, not a clock's).
    await Promise.all(
      [0, 1, 2, 3].map(async (lane) => {
        while (Date.now() < until) {
          const res = await requests[(lane + sent++) % requests.length]!();
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.json().error?.code, `${res.statusCode} ${res.body}`).toBe('service_unavailable');
          expect(res.headers['retry-after']).toBe('5');
        }
      }),
    );
    expect([...statuses.keys()]).toEqual([503]);
    expect(sent).toBeGreaterThan(20);

    await proxy.restore();
    // The pool dropped the dead connections; the next request opens a new one through the restored line.
    for (const request of requests) expect((await request()).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/email',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
