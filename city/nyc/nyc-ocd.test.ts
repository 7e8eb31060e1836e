/**
 * New York's Open Civic Data from its Legistar source (issue 50): after a pass over a loopback Legistar serving
 * three days of the shared mirror, the bills are the matters the source keeps (sponsors and history of actions),
 * and pupa's own bill, jurisdiction, membership and event schemas accept every one served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcdBill, OcdEvent, OcdJurisdiction, OcdPerson } from '#contract/ocd.ts';
import { loadTopicMatchers } from '#server/ingest/keywords-and-topics/topics.ts';
import { SHARED_DATA_DIR, startLegistarReplay, type ReplayServer } from '#server/ingest/connector/legistar/legistar-replay-server.ts';
import { seedAll } from '#server/seed/seed.ts';
import { listingSources, runSyncPass } from '#server/sync/sync-pass.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const NOW = '2026-05-01T12:00:00.000Z';
const SCHEMAS = path.resolve(import.meta.dirname, '../../server/ocd/pupa-schemas');
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('uri-blank', (value: string) => value === '' || /^[a-z][a-z0-9+.-]*:\S+$/i.test(value));
const schema = (name: string) => ajv.compile(JSON.parse(fs.readFileSync(path.join(SCHEMAS, `${name}.schema.json`), 'utf8')) as object);

describe('New York as Open Civic Data', () => {
  let api: ReplayServer;
  let ctx: TestApp;
  beforeAll(async () => {
    api = await startLegistarReplay({ mirrorDir: path.join(SHARED_DATA_DIR, 'nyc/legistar-mirror'), client: 'nyc', from: '2026-04-28', to: '2026-04-30', token: 'right' });
    ctx = await createTestApp({ CITY: 'nyc', NYC_LEGISTAR_URL: api.url, NYC_LEGISTAR_TOKEN: 'right', PUBLIC_URL: 'https://civic.example/nyc' }, { now: NOW });
    await seedAll(ctx.db, { city: ctx.city, now: new Date(NOW), dataDir: ctx.dataDir });
    await runSyncPass(
      { city: ctx.city, db: ctx.db, dataDir: ctx.dataDir, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.city) },
      { sources: listingSources(ctx.city.config, undefined, ctx.app.config.LEGISTAR_URL), legistarToken: ctx.app.config.LEGISTAR_TOKEN },
    );
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await api?.close();
  });

  async function all<T>(url: string): Promise<T[]> {
    const out: T[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = (await ctx.app.inject({ url: `${url}?limit=100&skip=${skip}` })).json<{ items: T[]; total: number }>();
      out.push(...page.items);
      if (out.length >= page.total || page.items.length === 0) return out;
    }
  }
  function rejected(name: string, items: unknown[]): string[] {
    const validate = schema(name);
    return items.filter((item) => !validate(item)).map((item) => `${(item as { id: string }).id}: ${ajv.errorsText(validate.errors)}`);
  }

  it('serves the matters Legistar keeps as bills, with their sponsors and history, which pupa accepts', async () => {
    const bills = await all<OcdBill>('/api/v1/ocd/bills');
    const kept = Number((await ctx.db.selectFrom('upstream_matters').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(kept).toBeGreaterThan(0);
    expect(bills.length).toBeGreaterThanOrEqual(kept);
    const withSponsors = bills.filter((b) => b.sponsorships.length > 0);
    expect(withSponsors.length).toBeGreaterThan(0);
    for (const bill of withSponsors) expect(bill.sponsorships.filter((s) => s.primary)).toHaveLength(1);
    expect(bills.filter((b) => b.actions.length > 0).length).toBeGreaterThan(0);
    expect(bills.find((b) => b.identifier.startsWith('Int '))?.extras.type).toBe('Introduction');
    // Each bill the source keeps names the Council's own page for it, by the matter's id and GUID (decision 195).
    const councilPages = bills.flatMap((b) => b.sources.filter((s) => s.note === "The council's page for the bill").map((s) => s.url));
    expect(councilPages.length).toBe(kept);
    for (const url of councilPages) expect(url).toMatch(/^https:\/\/legistar\.council\.nyc\.gov\/LegislationDetail\.aspx\?ID=\d+&GUID=[0-9A-F-]{36}$/);
    // Each names the Council term of its introduction, one the jurisdiction lists (the office records' terms).
    const { items } = (await ctx.app.inject({ url: '/api/v1/ocd/jurisdictions' })).json<{ items: OcdJurisdiction[] }>();
    expect(items[0]!.legislative_sessions.map((s) => [s.identifier, s.start_date, s.end_date])).toEqual([['2024-2025', '2024-01-01', '2025-12-31'], ['2026-2029', '2026-01-01', '2029-12-31']]);
    const named = bills.filter((b) => b.legislative_session !== undefined);
    expect(named.length).toBeGreaterThan(0);
    for (const bill of named) expect(['2024-2025', '2026-2029']).toContain(bill.legislative_session);
    expect(rejected('bill', bills)).toEqual([]);
  });

  it("pupa accepts the jurisdiction, the events and every person's memberships", async () => {
    const { items } = (await ctx.app.inject({ url: '/api/v1/ocd/jurisdictions' })).json<{ items: OcdJurisdiction[] }>();
    expect(items.map((j) => j.id)).toEqual(['ocd-jurisdiction/country:us/state:ny/place:new_york/government']);
    expect(rejected('jurisdiction', items)).toEqual([]);
    const people = (await ctx.app.inject({ url: '/api/v1/ocd/people' })).json<{ items: OcdPerson[] }>().items;
    expect(people.length).toBeGreaterThan(50);
    expect(rejected('membership', people.flatMap((p) => p.memberships.map((m) => ({ id: p.id, ...m }))))).toEqual([]);
    expect(rejected('event', await all<OcdEvent>('/api/v1/ocd/events'))).toEqual([]);
  });
});
