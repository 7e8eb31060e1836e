import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const pdf = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/data/minutes/25-12-2_2024-12-11_4PM_Minutes.pdf'));
let ctx: TestApp;
let server: http.Server;
let base: string;
let admin: { token: string };
let resident: { token: string };

beforeAll(async () => {
  // The city's document server, played by a local peer: allowed by name, as a deployment would name its own.
  ctx = await createTestApp({ INGEST_PRIVATE_HOSTS: '127.0.0.1' });
  server = http.createServer((req, res) => {
    if (req.url === '/minutes/25-12-2_2024-12-11_4PM_Minutes.pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    else res.writeHead(503).end('busy');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const a = await registerAndLogin(ctx.app);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', a.id).execute();
  admin = a;
  resident = await registerAndLogin(ctx.app);
  // Registration mails a verification link: send those now, so each test counts only its own jobs.
  await ctx.app.jobs.runOnce();
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('POST /api/v1/admin/ingest', () => {
  it('queues a durable job that ingests the PDF, which is then served from the same origin', async () => {
    const url = `${base}/minutes/25-12-2_2024-12-11_4PM_Minutes.pdf`;
    const headers = { ...bearer(admin.token), 'idempotency-key': 'dec-11' };
    const queued = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/ingest', headers, payload: { urls: [url] } });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', attempts: 0 });
    const repeated = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/ingest', headers, payload: { urls: [url] } });
    expect(repeated.json().job_id).toBe(queued.json().job_id);

    expect(await ctx.app.jobs.runOnce()).toMatchObject({ done: 1, failed: 0 });
    const state = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/ingest/${queued.json().job_id}`, headers: bearer(admin.token) });
    expect(state.json()).toMatchObject({ status: 'done', attempts: 1 });

    const meeting = await ctx.db.selectFrom('meetings').selectAll().where('source_file', '=', '25-12-2_2024-12-11_4PM_Minutes.pdf').executeTakeFirstOrThrow();
    const file = await ctx.app.inject({ method: 'GET', url: meeting.minutes_url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('retries with backoff when the city cannot be reached, and keeps the job', async () => {
    const queued = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/ingest', headers: bearer(admin.token), payload: { urls: [`${base}/down.pdf`] } });
    expect(await ctx.app.jobs.runOnce()).toMatchObject({ done: 0, failed: 1 });
    const state = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/ingest/${queued.json().job_id}`, headers: bearer(admin.token) });
    expect(state.json()).toMatchObject({ status: 'queued', attempts: 1 });
    expect(state.json().last_error).toContain('HTTP 503');
  });

  it('is for admins only and validates the body', async () => {
    const payload = { urls: ['https://example.org/a.pdf'] };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/ingest', payload })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/ingest', headers: bearer(resident.token), payload })).statusCode).toBe(403);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/ingest', headers: bearer(admin.token), payload: { urls: ['file:///etc/passwd'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/ingest/999999', headers: bearer(admin.token) })).statusCode).toBe(404);
    // Ids in canonical decimal only: "0x10" is not job 16.
    for (const id of ['0x10', '1e1', '016']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/ingest/${id}`, headers: bearer(admin.token) })).statusCode, id).toBe(400);
    }
  });
});

describe('GET /api/v1/files/minutes/:file', () => {
  it('answers 404 in the error shape for unknown or malformed names', async () => {
    for (const name of [`${'a'.repeat(64)}.pdf`, '..%2F..%2Fetc%2Fpasswd', 'x.pdf']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/files/minutes/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
