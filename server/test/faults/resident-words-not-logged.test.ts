/**
 * Issue 51: what residents type never reaches the request log. A real server process logging at `info` (every
 * request) is asked the district of an address, saves it as a home address, drafts a message to the council and
 * writes to the assistant, including refused inputs; its whole stdout holds none of those words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../auth-helpers.ts';
import { freePort } from '../free-port.ts';
import { startServerProcess, type ServerProcess } from '../processes/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

let database: TestDatabase;
let server: ServerProcess;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess(database, await freePort(), { LOG_LEVEL: 'info' });
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await database?.destroy();
});

const ADDRESS = '4821 South Quincy Avenue';
const MESSAGE = 'Zanzibar pothole grievance';

describe('the request log', () => {
  it('holds no address, message or name a resident typed', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const json = (method: string, body: unknown, token?: string) => ({
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    await fetch(`${base}/api/v1/representatives/find?address=${encodeURIComponent(ADDRESS)}`);
    await fetch(`${base}/api/v1/representatives/find?address=${encodeURIComponent(`${ADDRESS} ${'x'.repeat(600)}`)}`); // refused: too long
    await fetch(`${base}/representatives?address=${encodeURIComponent(ADDRESS)}`);
    const account = registration({ full_name: 'Quillon Marchbanks' });
    await fetch(`${base}/api/v1/auth/register`, json('POST', account));
    const login = await fetch(`${base}/api/v1/auth/login/email`, json('POST', { email: account.email, password: account.password }));
    const { access_token: token } = (await login.json()) as { access_token: string };
    await fetch(`${base}/api/v1/auth/me/address`, json('PUT', { address: ADDRESS }, token));
    await fetch(`${base}/api/v1/representatives/compose-email`, json('POST', { address: ADDRESS, issue: MESSAGE, tone: 'formal', representatives: [] }));
    await fetch(`${base}/api/v1/chat`, json('POST', { message: `${MESSAGE} at ${ADDRESS}` }));
    // The process's stdout reaches us a moment after its answers: wait for the last request's log line.
    for (let tries = 0; !/"url":"\/api\/v1\/chat"/.test(server.output()); tries++) {
      if (tries > 200) throw new Error('the chat request was never logged');
      await new Promise((resolve) => setTimeout(resolve, 50)); // polling another process's output
    }
    const log = server.output();
    expect(log).toContain('/api/v1/representatives/find?address=***');
    expect(log).toContain('/api/v1/auth/me/address');
    for (const typed of ['Quincy', 'Zanzibar', 'Marchbanks', account.email]) expect(log, typed).not.toContain(typed);
  }, 60_000);
});
