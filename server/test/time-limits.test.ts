/**
 * Time limits and edge answers (issue 23): slow clients are cut off with 408, oversized headers get 431 in the
 * error shape with the security headers, the form endpoints' 413 names their real limit, and PostgreSQL
 * connections carry statement and idle-in-transaction timeouts.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { dialectOf } from '../db/dialect.ts';
import { isDatabaseUnavailable } from '../plugins/error-handler.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import type { FastifyInstance } from 'fastify';

let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    WEB_DIST_DIR: `${database.dataDir}/no-web-build`,
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
  });
  app = await buildApp({ config, db: database.db, logger: false, serverTimeouts: { headersMs: 400, requestMs: 800, checkIntervalMs: 100 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

/** Writes `data` on a raw connection and collects what comes back until the server closes it. */
function rawExchange(data: string, giveUpMs = 5000): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    socket.on('error', () => {});
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms: ${text.slice(0, 80)}`));
    }, giveUpMs).unref();
  });
}

function bodyOf(raw: string) {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
}

describe('slow clients', () => {
  it('closes a connection whose headers never finish, with 408 in the error shape', async () => {
    const { text } = await rawExchange('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(text).error.code).toBe('bad_request');
  });

  it('closes a request whose body never finishes', async () => {
    const { text } = await rawExchange(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('edge answers', () => {
  it('answers oversized headers with 431 in the error shape, with the security headers', async () => {
    const { text } = await rawExchange(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text.toLowerCase()).toContain('content-security-policy:');
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(bodyOf(text)).toEqual({ error: { code: 'bad_request', message: 'The request headers are too large.' } });
  });

  it("says the form endpoints' own 16 KB limit in their 413", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/unsubscribe?token=1.2.abcdefghijklmnopqrstuvwxyz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=${'x'.repeat(20 * 1024)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The request is too large (the limit is 16 KB).');
  });
});

describe('database time limits', () => {
  it('maps a statement cancelled by its timeout, or an answer that never came, to 503', () => {
    expect(isDatabaseUnavailable({ code: '57014', message: 'canceling statement due to statement timeout' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it('gives every PostgreSQL connection a statement and an idle-in-transaction timeout', async (test) => {
    if (dialectOf(database.db) !== 'postgres') return test.skip();
    const show = async (name: string) =>
      (await sql<Record<string, string>>`select current_setting(${name}) as v`.execute(database.db)).rows[0]!.v;
    expect(await show('statement_timeout')).toBe('15s');
    expect(await show('idle_in_transaction_session_timeout')).toBe('30s');
  });
});
