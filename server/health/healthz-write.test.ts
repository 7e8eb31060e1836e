/** `/healthz` answers 503 when the database cannot be written, not only when it cannot be reached (issue 35). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

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
});
