/**
 * Admin ingest fetches only public addresses (issue 23, SSRF): loopback, a redirect into the private network
 * and IPv6 forms of private IPv4 addresses are refused without revealing what answered there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let server: http.Server;
let base: string;
let admin: { token: string };
let requests = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  server = http.createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 secret internal document');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const a = await registerAndLogin(ctx.app);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', a.id).execute();
  admin = a;
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

async function ingest(url: string) {
  const queued = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/ingest', headers: bearer(admin.token), payload: { urls: [url] } });
  expect(queued.statusCode).toBe(202);
  await ctx.app.jobs.runOnce();
  const state = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/ingest/${queued.json().job_id}`, headers: bearer(admin.token) });
  return state.json() as { status: string; last_error: string | null };
}

describe('admin ingest and the network', () => {
  it('never connects to loopback or the IPv6 forms of it, and says only that the address is not public', async () => {
    const port = (server.address() as AddressInfo).port;
    for (const url of [`${base}/x.pdf`, `http://localhost:${port}/x.pdf`, `http://[::ffff:127.0.0.1]:${port}/x.pdf`, `http://[::127.0.0.1]:${port}/x.pdf`]) {
      const state = await ingest(url);
      expect(state.last_error, url).toContain('not on the public internet');
    }
    expect(requests).toBe(0);
  });

  it('does not tell an open port from a closed one', async () => {
    const closed = await ingest('http://127.0.0.1:1/x.pdf');
    const open = await ingest(`${base}/x.pdf`);
    expect(closed.last_error).toBe(open.last_error);
  });
});
