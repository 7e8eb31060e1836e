/**
 * `/healthz` answers 503 when the database cannot be written, not only when it cannot be reached (issue 35), and
 * at once when a write has just failed for want of space, which answers 503 with Retry-After (issue 51).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { STORAGE_FULL_HOLD_MS, STORAGE_FULL_RETRY_AFTER_SECONDS } from './storage-full.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const health = async () => (await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode;

describe('/healthz', () => {
  it('answers 200 while writes succeed and 503 while they fail, on either engine', async () => {
    expect(await health()).toBe(200);
    // The probe's write made to fail the way a full or read-only store fails every write.
    await sql`alter table health_probe rename to health_probe_off`.execute(ctx.db);
    try {
      expect(await health()).toBe(503);
    } finally {
      await sql`alter table health_probe_off rename to health_probe`.execute(ctx.db);
    }
    expect(await health()).toBe(200);
  });

  it('answers 503 on a read-only SQLite database', async () => {
    if (ctx.app.config.DATABASE_URL) return; // PostgreSQL: covered by the case above.
    await sql`pragma query_only = 1`.execute(ctx.db);
    try {
      expect(await health()).toBe(503);
    } finally {
      await sql`pragma query_only = 0`.execute(ctx.db);
    }
  });

  it('answers a write on a full SQLite store 503 with Retry-After, and health says so at once (issue 51)', async () => {
    if (ctx.app.config.DATABASE_URL) return; // the full disk is made with SQLite's page limit
    // The store may not grow: every insert that needs a new page fails with SQLITE_FULL, as on a full disk.
    const [{ page_count: pages }] = (await sql<{ page_count: number }>`pragma page_count`.execute(ctx.db)).rows as [{ page_count: number }];
    await sql.raw(`pragma max_page_count = ${pages}`).execute(ctx.db);
    try {
      // The probe's one-row rewrite still fits: alone, health would say 200 (what the probe saw in issue 51).
      expect(await health()).toBe(200);
      let refused = null;
      for (let i = 0; i < 50 && !refused; i++) {
        // From one address each, so the registration limit never answers first.
        const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress: `198.51.100.${i + 1}`, payload: registration({ full_name: 'x'.repeat(100) }) });
        if (res.statusCode !== 201) refused = res;
      }
      expect(refused?.statusCode, refused?.body).toBe(503);
      expect(refused!.headers['retry-after']).toBe(String(STORAGE_FULL_RETRY_AFTER_SECONDS));
      expect(refused!.json()).toMatchObject({ error: { code: 'service_unavailable' } });
      const said = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(said.statusCode).toBe(503);
      expect(said.json().error.message).toMatch(/storage is full/);
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(ctx.db);
    }
    // Once space is back, the next check after the hold probes again.
    ctx.clock.advance(STORAGE_FULL_HOLD_MS);
    expect(await health()).toBe(200);
  });
});
