/**
 * Every OCD shape we serve, validated with pupa's own scrape schemas (server/ocd/pupa-schemas, converted from
 * pupa's source; see its README) as pupa validates them: properties optional, formats checked, no nulls where a
 * string or nothing is wanted. And every reference resolves: each `organization_id` and `post_id` answers under
 * /ocd/organizations and /ocd/posts, each `voter_id` under /ocd/people.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcdBill, OcdEvent, OcdJurisdiction, OcdOrganization, OcdPerson, OcdPost, OcdVoteEvent } from '#contract/ocd.ts';
import { seedOpenDataFixture } from '../../test/fixtures/open-data-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
// pupa's own format for an image that may be blank: '' or a URI.
ajv.addFormat('uri-blank', (value: string) => value === '' || /^[a-z][a-z0-9+.-]*:\S+$/i.test(value));
const schema = (name: string) => ajv.compile(JSON.parse(fs.readFileSync(path.join(here, '../pupa-schemas', `${name}.schema.json`), 'utf8')) as object);

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  await seedOpenDataFixture(ctx.db);
  // A former councilor whose term the record does not date: the shape 10 of 17 people failed in (issue 50).
  // A matter a structured source keeps (sponsors, history with an undated step), beside the file numbers the minutes name.
  await ctx.db
    .insertInto('upstream_matters')
    .values({
      upstream_source: 'legistar:example', upstream_id: '9001', file_number: 'Int 0001-2026', name: 'Street trees', title: 'A Local Law to amend the code, in relation to street trees',
      type_name: 'Introduction', status_name: 'Committee', body_name: 'Committee on Parks', version: '*', intro_date: '2026-01-08T00:00:00', passed_date: null,
      enactment_date: null, enactment_number: null, modified_at: '2026-01-09T00:00:00', updated_at: '2026-01-09T00:00:00',
      sponsors: JSON.stringify([{ person_id: 1, name: 'Ana Prime', sequence: 0 }, { person_id: 2, name: 'Ben Co', sequence: 1 }]),
      history: JSON.stringify([
        { id: 1, date: '2026-01-08T00:00:00', action: 'Introduced by Council', body: 'City Council', event_id: null, passed: null, version: '*', text: null },
        { id: 2, date: null, action: 'Referred to Comm by Council', body: 'City Council', event_id: null, passed: null, version: '*', text: null },
      ]),
    })
    .execute();
  await ctx.db.insertInto('officials').values({ name: 'Former Councilor', position: 'Councilor, District 3', district: 3, email: null, phone: null, term_start: null, term_end: null, ocd_division_id: null }).execute();
  await ctx.db.insertInto('districts').values([1, 2, 3, 4].map((id) => ({ id, name: `District ${id}`, geometry: '{"type":"Polygon","coordinates":[]}' }))).execute();
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
/** Every item of a paged list. */
async function all<T>(url: string): Promise<T[]> {
  const out: T[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await get<{ items: T[]; total: number }>(`${url}?limit=100&skip=${skip}`);
    out.push(...page.items);
    if (out.length >= page.total || page.items.length === 0) return out;
  }
}
function expectValid(name: string, items: unknown[]) {
  const validate = schema(name);
  expect(items.length, name).toBeGreaterThan(0);
  const rejected = items.filter((item) => !validate(item)).map((item) => `${(item as { id: string }).id}: ${ajv.errorsText(validate.errors)}`);
  expect(rejected, name).toEqual([]);
}

describe("pupa's scrape schemas", () => {
  it('accept every event, vote event, person, organization and post we serve', async () => {
    expectValid('event', await all<OcdEvent>('/api/v1/ocd/events'));
    expectValid('vote_event', await all<OcdVoteEvent>('/api/v1/ocd/vote_events'));
    expectValid('person', (await get<{ items: OcdPerson[] }>('/api/v1/ocd/people')).items);
    expectValid('organization', (await get<{ items: OcdOrganization[] }>('/api/v1/ocd/organizations')).items);
    expectValid('post', (await get<{ items: OcdPost[] }>('/api/v1/ocd/posts')).items);
  });

  it('accept the jurisdiction and every bill, from the minutes and from a source that keeps the matter', async () => {
    expectValid('jurisdiction', (await get<{ items: OcdJurisdiction[] }>('/api/v1/ocd/jurisdictions')).items);
    const bills = await all<OcdBill>('/api/v1/ocd/bills');
    expect(bills.map((b) => b.identifier)).toEqual(['24-1045-1', 'Int 0001-2026']);
    expect(bills[1]!.sponsorships.map((s) => s.primary)).toEqual([true, false]);
    expect(bills[1]!.actions.map((a) => a.date)).toEqual(['2026-01-08', undefined]);
    // Each names a session the jurisdiction lists (pupa's importer looks the identifier up among them).
    const sessions = (await get<{ items: OcdJurisdiction[] }>('/api/v1/ocd/jurisdictions')).items[0]!.legislative_sessions.map((s) => s.identifier);
    expect(bills.map((b) => b.legislative_session)).toEqual([expect.any(String), expect.any(String)]);
    for (const bill of bills) expect(sessions).toContain(bill.legislative_session);
    expectValid('bill', bills);
  });

  it("accept every person's memberships, with and without known dates (pupa validates each membership on its own)", async () => {
    const people = (await get<{ items: OcdPerson[] }>('/api/v1/ocd/people')).items;
    const memberships = people.flatMap((p) => p.memberships.map((m) => ({ id: `${p.id} in ${m.organization_id}`, ...m })));
    // Both kinds are served: a term with a start date, and one the record does not date.
    expect(memberships.some((m) => m.start_date !== undefined)).toBe(true);
    expect(memberships.some((m) => m.start_date === undefined)).toBe(true);
    expectValid('membership', memberships);
  });

  it('every organization, post and voter an answer names resolves', async () => {
    const people = (await get<{ items: OcdPerson[] }>('/api/v1/ocd/people')).items;
    const voteEvents = await all<OcdVoteEvent>('/api/v1/ocd/vote_events');
    const organizations = new Set([
      ...people.flatMap((p) => p.memberships.map((m) => m.organization_id)),
      ...voteEvents.map((v) => v.organization_id),
      ...(await get<{ items: OcdPost[] }>('/api/v1/ocd/posts')).items.map((p) => p.organization_id),
    ]);
    const postIds = new Set(people.flatMap((p) => p.memberships.map((m) => m.post_id)).filter((id): id is string => id !== null));
    const voters = new Set(voteEvents.flatMap((v) => v.votes.map((vote) => vote.voter_id)).filter((id): id is string => id !== undefined));
    expect(voters.size).toBeGreaterThan(0);
    const uuid = (id: string) => id.slice(id.indexOf('/') + 1);
    for (const id of organizations) expect((await get<OcdOrganization>(`/api/v1/ocd/organizations/${uuid(id)}`)).id).toBe(id);
    for (const id of postIds) expect((await get<OcdPost>(`/api/v1/ocd/posts/${uuid(id)}`)).id).toBe(id);
    for (const id of voters) expect((await get<OcdPerson>(`/api/v1/ocd/people/${uuid(id)}`)).id).toBe(id);
    // Each bill an agenda item names is served under /ocd/bills.
    const billIds = new Set((await all<OcdEvent>('/api/v1/ocd/events')).flatMap((e) => e.agenda.flatMap((a) => a.related_entities.map((r) => r.bill_id))));
    expect(billIds.size).toBeGreaterThan(0);
    for (const id of billIds) expect((await get<OcdBill>(`/api/v1/ocd/bills/${uuid(id)}`)).id).toBe(id);
    // An organization's UUID read as a post's is not one.
    expect((await ctx.app.inject({ url: `/api/v1/ocd/posts/${uuid([...organizations][0]!)}` })).statusCode).toBe(404);
  });
});
