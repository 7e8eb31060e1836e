/**
 * The Open Civic Data views over a small record: every answer validated with ajv against the schema the
 * OpenAPI document declares for it, and checked for what it says (division ids from the city configuration,
 * memberships and posts, agendas, counts and roll calls linked to people, no demo meeting).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcdBill, OcdEvent, OcdJurisdiction, OcdPerson, OcdVoteEvent } from '#contract/ocd.ts';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { type OpenDataFixture, seedOpenDataFixture } from '../../test/fixtures/open-data-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ocdUuid } from '../ocd-ids.ts';
import { eventUuidOf } from '../../test/record-id-helpers.ts';
import { checksumOf, storePdf } from '../../ingest/stored-pdfs/minutes-store.ts';
import { createMeeting } from '../../test/factories.ts';

/** The city the test app serves (its default). */
const city = cityContext(DEFAULT_CITY_ID).config;

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
let ctx: TestApp;
let fixture: OpenDataFixture;
let document: Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  fixture = await seedOpenDataFixture(ctx.db);
  await ctx.db.insertInto('districts').values([1, 2, 3, 4].map((id) => ({ id, name: `District ${id}`, geometry: '{"type":"Polygon","coordinates":[]}' }))).execute();
  document = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as Document;
});
afterAll(() => ctx.close());

/**
 * pupa's `fuzzy_datetime_string_blank` pattern, verbatim from opencivicdata/pupa
 * pupa/scrape/schemas/common.py at 2f7847cb87ed467f7afeec3f51cc704471b679c1: the start_date of every event and
 * vote event an importer accepts (no fraction of a second).
 */
const PUPA_FUZZY_DATETIME = new RegExp('^([0-9]{4}((-[0-9]{2}){0,2}|(-[0-9]{2}){2}T' + '[0-9]{2}(:[0-9]{2}){0,2}' + '(Z|[+-][0-9]{2}(:[0-9]{2})?))?)?$');

/** GETs `url`, checks the status and the body against the OpenAPI schema of `route`, returns the body. */
async function getValid<T>(url: string, route: string, status = 200): Promise<T> {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode, url).toBe(status);
  const schema = document.paths[route]?.get?.responses[String(status)]?.content?.['application/json']?.schema;
  expect(schema, `${route} ${status} is declared`).toBeDefined();
  const validate = ajv.compile(schema!);
  expect(validate(res.json()), `${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return res.json() as T;
}

describe('OCD divisions and people', () => {
  it('divisions are the city and its districts, under the division of the city configuration', async () => {
    const { items } = await getValid<{ items: { id: string; children: string[] }[] }>('/api/v1/ocd/divisions', '/api/v1/ocd/divisions');
    expect(items[0]).toMatchObject({ id: city.ocdDivision, country: 'us', display_name: 'Tulsa, Oklahoma' });
    expect(items[0]!.children).toContain('ocd-division/country:us/state:ok/place:tulsa/council_district:4');
    expect(items.map((d) => d.id)).toContain('ocd-division/country:us/state:ok/place:tulsa/council_district:4');
  });

  it('people carry their council membership and post keyed by the district division, linked to the roll-call name', async () => {
    const { items, total } = await getValid<{ items: OcdPerson[]; total: number }>('/api/v1/ocd/people', '/api/v1/ocd/people');
    expect(total).toBe(2);
    const hallHarper = items.find((p) => p.name === 'Vanessa Hall-Harper')!;
    expect(hallHarper).toMatchObject({ family_name: 'Hall-Harper', links: [{ url: 'https://civic.example/councilors/1' }] });
    expect(hallHarper.memberships).toEqual([
      expect.objectContaining({ organization_name: 'Tulsa City Council', role: 'Councilor', label: 'District 1', division_id: `${city.ocdDivision}/council_district:1`, start_date: '2016-12-01' }),
    ]);
    // Still in office: no end date, left out rather than null (pupa's membership schema refuses null).
    expect(hallHarper.memberships[0]).not.toHaveProperty('end_date');
    expect(JSON.stringify(items)).not.toMatch(/private\.resident|5550199/);
    const one = await getValid<OcdPerson>(`/api/v1/ocd/people/${hallHarper.id.split('/')[1]}`, '/api/v1/ocd/people/{id}');
    expect(one).toEqual(hallHarper);
    await getValid(`/api/v1/ocd/people/${ocdUuid(city, 'person', 99999)}`, '/api/v1/ocd/people/{id}', 404);
    // An event's UUID is not a person's.
    await getValid(`/api/v1/ocd/people/${ocdUuid(city, 'event', fixture.first)}`, '/api/v1/ocd/people/{id}', 404);
    await getValid('/api/v1/ocd/people/not-a-uuid', '/api/v1/ocd/people/{id}', 400);
  });
});

describe('OCD events and vote events', () => {
  it("dates match pupa's date-time pattern and every source, document and link is an absolute URL", async () => {
    // Ingestion stores our own copy of the minutes as a site path; importers cannot resolve it.
    await ctx.db.updateTable('meetings').set({ minutes_url: '/api/v1/files/minutes/abc.pdf' }).where('id', '=', fixture.first).execute();
    const events = (await ctx.app.inject({ url: '/api/v1/ocd/events' })).json() as { items: OcdEvent[] };
    const voteEvents = (await ctx.app.inject({ url: '/api/v1/ocd/vote_events' })).json() as { items: OcdVoteEvent[] };
    for (const e of [...events.items, ...voteEvents.items]) expect(e.start_date, e.id).toMatch(PUPA_FUZZY_DATETIME);
    expect(events.items.find((e) => e.extras.civic_commons_id === fixture.first)!.start_date).toBe('2024-10-23T22:00:00Z');
    const urls = [...events.items.flatMap((e) => [...e.documents, ...e.sources, ...e.links]), ...voteEvents.items.flatMap((v) => v.sources)].map((l) => l.url);
    expect(urls).toContain('https://civic.example/api/v1/files/minutes/abc.pdf');
    for (const url of urls) expect(url, url).toMatch(/^https?:\/\/[^/]/);
  });

  it('events are the meetings with their agenda, newest first, no demo', async () => {
    const { items, total } = await getValid<{ items: OcdEvent[]; total: number }>('/api/v1/ocd/events', '/api/v1/ocd/events');
    expect(total).toBe(2);
    expect(items.map((e) => e.extras.civic_commons_id)).toEqual([fixture.second, fixture.first]);
    const first = items[1]!;
    expect(first).toMatchObject({ id: `ocd-event/${await eventUuidOf(ctx, fixture.first)}`, status: 'passed', participants: [{ name: 'Tulsa City Council', type: 'organization', note: 'host' }] });
    expect(first.agenda.map((a) => a.order)).toEqual(['7.a.', '7.b.', '8.']);
    expect(first.agenda[0]!.related_entities).toEqual([{ type: 'bill', entity_type: 'bill', bill_id: expect.stringMatching(/^ocd-bill\//), name: '24-1045-1', note: "the clerk's file number" }]);
    expect(first.links[0]!.url).toBe(`https://civic.example/meetings/${fixture.first}`);
    expect(items[0]!.participants[0]!.name).toBe('Tulsa Urban Economic Committee');
    const one = await getValid<OcdEvent>(`/api/v1/ocd/events/${await eventUuidOf(ctx, fixture.first)}`, '/api/v1/ocd/events/{id}');
    expect(one).toEqual(first);
    await getValid(`/api/v1/ocd/events/${ocdUuid(city, 'event', fixture.demo)}`, '/api/v1/ocd/events/{id}', 404);
    await getValid('/api/v1/ocd/events?limit=0', '/api/v1/ocd/events', 400);
  });

  it('vote events carry counts, the roll call with people ids where the record links them, and their sources', async () => {
    const { items, total } = await getValid<{ items: OcdVoteEvent[]; total: number }>('/api/v1/ocd/vote_events', '/api/v1/ocd/vote_events');
    expect(total).toBe(3);
    const people = (await ctx.app.inject({ url: '/api/v1/ocd/people' })).json() as { items: OcdPerson[] };
    const approve = items.find((v) => v.identifier === '7.a.')!;
    expect(approve).toMatchObject({ result: 'pass', bill: '24-1045-1', motion_classification: ['approve'], organization: 'Tulsa City Council', event_id: `ocd-event/${await eventUuidOf(ctx, fixture.first)}` });
    expect(approve.counts).toEqual([{ option: 'yes', value: 2 }, { option: 'no', value: 1 }, { option: 'abstain', value: 0 }, { option: 'absent', value: 1 }]);
    expect(approve.votes.find((v) => v.voter_name === 'Hall-Harper')).toEqual({ option: 'yes', voter_name: 'Hall-Harper', voter_id: people.items.find((p) => p.family_name === 'Hall-Harper')!.id, note: 'District 1' });
    const patrick = approve.votes.find((v) => v.voter_name === 'Patrick')!;
    expect(patrick).toMatchObject({ option: 'no' });
    expect(patrick).not.toHaveProperty('voter_id');
    expect(approve.sources.map((s) => s.url)).toContain(`https://civic.example/meetings/${fixture.first}#item-7-a`);
    expect(items.find((v) => v.identifier === '7.b.')!.result).toBe('fail');
    expect(JSON.stringify(items)).not.toContain('Ghost');

    const ofMeeting = await getValid<{ items: OcdVoteEvent[]; total: number }>(`/api/v1/ocd/vote_events?meeting_id=${fixture.second}`, '/api/v1/ocd/vote_events');
    expect(ofMeeting.total).toBe(1);
    const one = await getValid<OcdVoteEvent>(`/api/v1/ocd/vote_events/${approve.id.split('/')[1]}`, '/api/v1/ocd/vote_events/{id}');
    expect(one).toEqual(approve);
    await getValid(`/api/v1/ocd/vote_events/${ocdUuid(city, 'vote', 424242)}`, '/api/v1/ocd/vote_events/{id}', 404);
  });

  it('moves an id of decision 016 (a row id) for good to the id derived from the record (decision 125)', async () => {
    const event = await ctx.app.inject({ url: `/api/v1/ocd/events/${ocdUuid(city, 'event', fixture.first)}` });
    expect(event.statusCode).toBe(301);
    expect(event.headers.location).toBe(await eventUuidOf(ctx, fixture.first));
    expect(new URL(event.headers.location!, `https://civic.example/api/v1/ocd/events/${ocdUuid(city, 'event', fixture.first)}`).pathname).toBe(`/api/v1/ocd/events/${await eventUuidOf(ctx, fixture.first)}`);
    const { items } = (await ctx.app.inject({ url: '/api/v1/ocd/vote_events' })).json() as { items: OcdVoteEvent[] };
    for (const voteEvent of items) {
      const old = await ctx.app.inject({ url: `/api/v1/ocd/vote_events/${ocdUuid(city, 'vote', voteEvent.extras.civic_commons_id as number)}` });
      expect(old.statusCode).toBe(301);
      expect(`ocd-vote/${old.headers.location}`).toBe(voteEvent.id);
      expect((await ctx.app.inject({ url: `/api/v1/ocd/vote_events/${old.headers.location}` })).json()).toEqual(voteEvent);
    }
    // An old id of a demo meeting (never published) is no more found than before.
    expect((await ctx.app.inject({ url: `/api/v1/ocd/events/${ocdUuid(city, 'event', fixture.demo)}` })).statusCode).toBe(404);
  });

  it('calls an agenda an agenda: a meeting without minutes lists its kept agenda PDF as the agenda, never as minutes', async () => {
    const bytes = Buffer.from('%PDF-1.4 an agenda');
    const checksum = checksumOf(bytes);
    storePdf(ctx.dataDir, checksum, bytes);
    const kept = `https://civic.example/api/v1/files/minutes/${checksum}.pdf`;
    // Another time than the fixture's meetings: one body at one minute is one meeting (decision 010), one id.
    const withCityLink = await createMeeting(ctx.db, { meeting_date: '2026-12-02T23:00:00.000Z', document_type: 'agenda', status: 'scheduled', source_checksum: checksum, agenda_url: 'https://city.example/agenda.pdf', minutes_url: null });
    const event = await getValid<OcdEvent>(`/api/v1/ocd/events/${await eventUuidOf(ctx, withCityLink)}`, '/api/v1/ocd/events/{id}');
    expect(event.documents.map((d) => [d.note, d.url])).toEqual([
      ['Agenda', 'https://city.example/agenda.pdf'],
      ['Agenda, as kept by Civic Commons', kept],
    ]);
    await ctx.db.updateTable('meetings').set({ agenda_url: `/api/v1/files/minutes/${checksum}.pdf` }).where('id', '=', withCityLink).execute();
    const ours = await getValid<OcdEvent>(`/api/v1/ocd/events/${await eventUuidOf(ctx, withCityLink)}`, '/api/v1/ocd/events/{id}');
    expect(ours.documents.map((d) => [d.note, d.url])).toEqual([['Agenda', kept]]);
  });
});

describe('OCD jurisdiction and bills', () => {
  it('the jurisdiction is the city government, under the division of the city configuration, naming its organizations', async () => {
    const { items } = await getValid<{ items: OcdJurisdiction[] }>('/api/v1/ocd/jurisdictions', '/api/v1/ocd/jurisdictions');
    expect(items).toEqual([expect.objectContaining({ id: 'ocd-jurisdiction/country:us/state:ok/place:tulsa/government', division_id: city.ocdDivision, url: city.councilUrl })]);
    // The councils the roll calls show (decision 210): a date the record does not give is left out, not guessed.
    expect(items[0]!.legislative_sessions).toEqual([
      { identifier: 'until-2022-12-04', name: 'The council in office before 2022-12-05', classification: 'primary', end_date: '2022-12-04' },
      { identifier: '2022-12-05', name: 'The council seated 2022-12-05', classification: 'primary', start_date: '2022-12-05', end_date: '2024-12-01' },
      { identifier: '2024-12-02', name: 'The council seated 2024-12-02', classification: 'primary', start_date: '2024-12-02' },
    ]);
    // Each says where its dates come from.
    expect(Object.keys(items[0]!.extras.legislative_session_sources)).toEqual(items[0]!.legislative_sessions.map((s) => s.identifier));
    for (const source of Object.values(items[0]!.extras.legislative_session_sources)) expect(source).toMatch(/rollcall-periods\.txt/);
    const organizations = (await ctx.app.inject({ url: '/api/v1/ocd/organizations' })).json() as { items: { id: string }[] };
    expect(items[0]!.extras.organization_ids).toEqual(organizations.items.map((o) => o.id));
  });

  it('a file number read from minutes is a bill with the results the minutes record, linked to its events; found again by id', async () => {
    const { items, total } = await getValid<{ items: OcdBill[]; total: number }>('/api/v1/ocd/bills', '/api/v1/ocd/bills');
    expect(total).toBe(1);
    const bill = items[0]!;
    expect(bill).toMatchObject({ identifier: '24-1045-1', title: 'Ordinance amending Title 42, second reading', classification: [], sponsorships: [], abstracts: [] });
    // Its session is the council term of the first meeting where it came up (2024-10-23).
    expect(bill.legislative_session).toBe('2022-12-05');
    // Only what the minutes record: the result at each meeting, on the city's date, by the body that met.
    expect(bill.actions).toEqual([
      { organization: 'Tulsa City Council', date: '2024-10-23', description: 'passed', classification: [], related_entities: [] },
      { organization: 'Tulsa Urban Economic Committee', date: '2024-11-06', description: 'passed', classification: [], related_entities: [] },
    ]);
    expect(bill.extras.meetings.map((m) => [m.event_id, m.item_number])).toEqual([
      [`ocd-event/${await eventUuidOf(ctx, fixture.first)}`, '7.a.'],
      [`ocd-event/${await eventUuidOf(ctx, fixture.second)}`, '2.'],
    ]);
    expect(await getValid<OcdBill>(`/api/v1/ocd/bills/${bill.id.split('/')[1]}`, '/api/v1/ocd/bills/{id}')).toEqual(bill);
    await getValid(`/api/v1/ocd/bills/${ocdUuid(city, 'event', fixture.first)}`, '/api/v1/ocd/bills/{id}', 404);
    await getValid('/api/v1/ocd/bills?limit=0', '/api/v1/ocd/bills', 400);
  });
});
