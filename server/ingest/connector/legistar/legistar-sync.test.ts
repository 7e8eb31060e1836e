/**
 * The Legistar connector against a loopback Legistar API serving the shared mirror (February 2025, 55 meetings of
 * the New York City Council and its committees): every meeting, item and per-member vote of the slice enters the
 * record with its Legistar ids; an idle pass asks one list and changes nothing; a re-timed meeting stays one
 * meeting; an empty item list, a refused token, a 500 and a truncated answer leave the record as it was.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTopicMatchers } from '#server/ingest/keywords-and-topics/topics.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { syncListings } from '../sync-listings.ts';
import { SHARED_DATA_DIR, startLegistarReplay, type ReplayServer } from './legistar-replay-server.ts';
import { syncLegistar, type LegistarSyncOptions } from './legistar-sync.ts';

const NOW = '2025-03-10T12:00:00.000Z';
const TOKEN = 'test-token';
/** A modification time newer than any the mirror holds, later at each call: the meeting changed upstream. */
let edits = 0;
const modifiedNow = () => `2030-01-01T00:00:${String(++edits).padStart(2, '0')}.5`;

describe('the Legistar connector, against the mirror served as the API', () => {
  let ctx: TestApp;
  let api: ReplayServer;
  const sync = (extra: Partial<LegistarSyncOptions> = {}) =>
    syncLegistar({
      city: ctx.city,
      db: ctx.db,
      url: api.url,
      token: TOKEN,
      now: new Date(NOW),
      topics: loadTopicMatchers(ctx.city),
      client: { sleep: async () => {}, timeoutMs: 2000 },
      ...extra,
    });
  const meetingCount = async () => Number((await ctx.db.selectFrom('meetings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const itemsOf = async (eventId: number) =>
    ctx.db
      .selectFrom('agenda_items')
      .innerJoin('meetings', 'meetings.id', 'agenda_items.meeting_id')
      .select(['agenda_items.upstream_id', 'agenda_items.title'])
      .where('meetings.upstream_id', '=', String(eventId))
      .execute();

  beforeAll(async () => {
    ctx = await createTestApp({ CITY: 'nyc' }, { now: NOW });
    api = await startLegistarReplay({ mirrorDir: path.join(SHARED_DATA_DIR, 'nyc/legistar-mirror'), client: 'nyc', from: '2025-02-01', to: '2025-02-28', token: TOKEN });
  });
  afterAll(async () => {
    await api.close();
    await ctx.close();
  });
  afterEach(() => {
    api.faults.length = 0;
  });

  // A whole month of the Council, meetings, items and per-member votes, read through the loopback API: seconds on a
  // quiet machine, more under a loaded CI; the tests after it read what it stored.
  it('reads every meeting, item and per-member vote of the slice, with their Legistar ids', { timeout: 90_000 }, async () => {
    const report = await sync();
    expect(report.failures).toEqual([]);
    expect(report.found).toBe(api.data.events.size);
    expect(report.created).toBe(api.data.events.size);

    const meetings = await ctx.db.selectFrom('meetings').select(['upstream_source', 'upstream_id']).execute();
    expect(new Set(meetings.map((m) => m.upstream_id))).toEqual(new Set([...api.data.events.keys()].map(String)));
    expect(meetings.every((m) => m.upstream_source === 'legistar:nyc')).toBe(true);

    const items = await ctx.db.selectFrom('agenda_items').select(['upstream_id', 'item_number']).execute();
    const served = [...api.data.items.values()].flat().map((i) => String(i.EventItemId));
    expect(items.map((i) => i.upstream_id).sort()).toEqual(served.sort());
    // The source's row markers ("~SPONSOR", "~coupled", on many rows of the slice) are not numbers anyone printed.
    expect([...api.data.items.values()].flat().some((i) => String(i.EventItemAgendaNumber ?? '').startsWith('~'))).toBe(true);
    expect(items.filter((i) => i.item_number.includes('~'))).toEqual([]);

    const votes = await ctx.db
      .selectFrom('councilor_votes')
      .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
      .select(['voting_records.upstream_id as item', 'councilor_votes.upstream_person_id as person', 'councilor_votes.upstream_value as value', 'councilor_votes.vote', 'councilor_votes.district', 'councilor_votes.councilor'])
      .execute();
    const expected = [...api.data.votes.entries()].flatMap(([item, rows]) => rows.map((v) => `${item}:${String(v.VotePersonId)}:${String(v.VoteValueName).trim()}`));
    expect(expected.length).toBeGreaterThan(500);
    expect(votes.map((v) => `${v.item}:${v.person}:${v.value}`).sort()).toEqual(expected.sort());
    // Affirmative is an aye; a member away on medical leave is absent; the word the Council used is kept.
    expect(votes.filter((v) => v.value === 'Affirmative').every((v) => v.vote === 'aye')).toBe(true);
    expect(votes.filter((v) => v.value === 'Medical').every((v) => v.vote === 'absent')).toBe(true);
    // Who sat for which district on the day of the vote (February 2025: the 2024-2025 term).
    expect(votes.find((v) => v.councilor === 'Adrienne E. Adams')?.district).toBe(28);
  });

  it('keeps the Council’s meeting as it was held: Int 0901-2024 approved 13 Feb 2025 with 49 votes', async () => {
    const meeting = await ctx.db.selectFrom('meetings').selectAll().where('upstream_id', '=', '21433').executeTakeFirstOrThrow();
    expect(meeting).toMatchObject({ title: 'City Council', meeting_type: 'regular_council', status: 'completed', meeting_date: '2025-02-13T18:30:00.000Z', is_listed: 1 });
    const record = await ctx.db.selectFrom('voting_records').selectAll().where('upstream_id', '=', '416919').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ outcome: 'passed', motion_kind: 'approve', meeting_id: meeting.id });
    const votes = await ctx.db.selectFrom('councilor_votes').select('vote').where('voting_record_id', '=', record.id).execute();
    expect(votes).toHaveLength(49);
  });

  it('follows the bills the meetings took up: Int 0901-2024 with its history and its 22 sponsors', async () => {
    const matter = await ctx.db.selectFrom('upstream_matters').selectAll().where('file_number', '=', 'Int 0901-2024').executeTakeFirstOrThrow();
    expect(matter).toMatchObject({ upstream_source: 'legistar:nyc', upstream_id: '74203', type_name: 'Introduction', enactment_number: '2025/026', version: 'A' });
    const history = JSON.parse(matter.history) as { id: number; action: string; event_id: number | null }[];
    // The Council's vote of 13 February 2025 is event item 416919 of meeting 21433, as the record's motion is.
    expect(history).toContainEqual(expect.objectContaining({ id: 416919, action: 'Approved by Council', event_id: 21433 }));
    expect(JSON.parse(matter.sponsors)).toHaveLength(22);
    // The dossier names the versions it went through after the original, and the Council's documents for it.
    const dossier = (await ctx.app.inject('/api/v1/matters/Int%200901-2024')).json<{ matter: { versions: string[]; documents: { url: string }[]; council_page_url: string | null } }>();
    expect(dossier.matter.versions).toEqual(['A']);
    // The Council's own page for the bill, by the matter's id and global id as the API serves them (decision 195).
    expect(matter.guid).toBe(api.data.matters.get(74203)!.GUID);
    expect(dossier.matter.council_page_url).toBe(`https://legistar.council.nyc.gov/LegislationDetail.aspx?ID=74203&GUID=${String(api.data.matters.get(74203)!.GUID)}`);
    expect(dossier.matter.documents.length).toBe((api.data.matters.get(74203)!.Attachments as unknown[]).length);
    const served = new Set([...api.data.items.values()].flat().map((i) => i.EventItemMatterId).filter((id) => id && api.data.matters.has(id as number)));
    expect(await ctx.db.selectFrom('upstream_matters').select('upstream_id').execute()).toHaveLength(served.size);
  });

  it('lists a hearing that took no vote, with what it took up', async () => {
    const hearing = await ctx.db
      .selectFrom('meetings')
      .select(['is_listed', 'detailed_summary'])
      .where('status', '=', 'completed')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('voting_records').select('id').whereRef('voting_records.meeting_id', '=', 'meetings.id'))))
      .where('detailed_summary', 'like', '%Hearing Held by Committee%')
      .executeTakeFirstOrThrow();
    expect(hearing.is_listed).toBe(1);
    expect(hearing.detailed_summary).toMatch(/^(Int|Res|LU|T\d{4}|M|Preconsidered|[A-Z]+) [^:]+: .+ \(Hearing Held by Committee\)\./m);
  });

  it('lists the committees whose meetings it read, the full Council apart, and filters the meetings by one', async () => {
    const listed = await ctx.db.selectFrom('meetings').select(['title', 'meeting_type']).where('is_listed', '=', 1).execute();
    const expected = new Map<string, number>();
    for (const m of listed) if (m.meeting_type !== 'regular_council') expected.set(m.title, (expected.get(m.title) ?? 0) + 1);
    const committees = (await ctx.app.inject('/api/v1/meetings/committees')).json<{ items: { name: string; meetings: number }[] }>().items;
    expect(committees.map((c) => c.name)).not.toContain('City Council');
    expect(committees.map((c) => [c.name, c.meetings])).toEqual([...expected].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(committees.length).toBeGreaterThan(5);
    const finance = committees.find((c) => c.name === 'Committee on Finance')!;
    const res = await ctx.app.inject({ url: '/api/v1/meetings', query: { committee: finance.name } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: { title: string }[]; total: number }>();
    expect(page.total).toBe(finance.meetings);
    expect(new Set(page.items.map((m) => m.title))).toEqual(new Set([finance.name]));
  });

  it('an idle pass asks for two lists (meetings and the matters followed, each since its cursor) and changes nothing', async () => {
    const before = await ctx.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute();
    api.requests.length = 0;
    const report = await sync({ now: new Date('2025-03-10T12:15:00.000Z') });
    expect(report).toMatchObject({ found: 0, created: 0, updated: 0, failures: [] });
    expect(api.requests).toHaveLength(2);
    expect(api.requests[0]).toContain('EventLastModifiedUtc');
    expect(api.requests[1]).toMatch(/^\/matters\?.*MatterLastModifiedUtc/);
    expect(await ctx.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute()).toEqual(before);
  });

  it('a meeting moved to another time is the same meeting, at its new time, under the same public ids', async () => {
    const count = await meetingCount();
    // Its calendar UID and OCD event id are Legistar's event id, not its time (decision 125).
    const { id } = await ctx.db.selectFrom('meetings').select('id').where('upstream_id', '=', '21433').executeTakeFirstOrThrow();
    const publicIds = async () => ({
      uid: /^UID:(.+?)\r?$/m.exec((await ctx.app.inject(`/api/v1/meetings/${id}.ics`)).body)?.[1],
      event: ((await ctx.app.inject('/api/v1/ocd/events?limit=100')).json() as { items: { id: string; extras: { civic_commons_id: number } }[] }).items.find((e) => e.extras.civic_commons_id === id)?.id,
    });
    const before = await publicIds();
    expect(before.uid).toMatch(/^meeting-[0-9a-f-]{36}@civic-commons$/);
    expect(before.event).toBe(`ocd-event/${before.uid!.slice('meeting-'.length, -'@civic-commons'.length)}`);
    const event = api.data.events.get(21433)!;
    event.EventTime = '2:00 PM';
    event.EventLastModifiedUtc = modifiedNow();
    const report = await sync();
    expect(report).toMatchObject({ found: 1, updated: 1, created: 0 });
    expect(await meetingCount()).toBe(count);
    const meeting = await ctx.db.selectFrom('meetings').select('meeting_date').where('upstream_id', '=', '21433').executeTakeFirstOrThrow();
    expect(meeting.meeting_date).toBe('2025-02-13T19:00:00.000Z');
    expect(await publicIds()).toEqual(before);
    expect((await ctx.app.inject(`/api/v1/ocd/events/${before.event!.split('/')[1]}`)).statusCode).toBe(200);
  });

  it('an item list that comes back empty does not empty the meeting, and it is read again next pass', async () => {
    const held = await itemsOf(21433);
    api.data.events.get(21433)!.EventLastModifiedUtc = modifiedNow();
    api.faults.push({ path: /events\/21433\/eventitems/i, kind: 'empty_list', times: 1 });
    const report = await sync();
    expect(report.keptItems).toEqual([21433]);
    expect(await itemsOf(21433)).toEqual(held);
    // The cursor did not move past it: the next pass reads it again, whole this time.
    const again = await sync();
    expect(again).toMatchObject({ found: 1, keptItems: [] });
    expect(await itemsOf(21433)).toHaveLength(held.length);
  });

  it('a vote by someone the office records do not know keeps the name, with no district', async () => {
    const votes = api.data.votes.get(416919)!;
    votes.push({ VotePersonId: 999999, VotePersonName: 'Somebody Unlisted', VoteValueName: 'Affirmative', VoteResult: 1 });
    api.data.events.get(21433)!.EventLastModifiedUtc = modifiedNow();
    await sync();
    const row = await ctx.db.selectFrom('councilor_votes').selectAll().where('upstream_person_id', '=', '999999').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ councilor: 'Somebody Unlisted', district: null, vote: 'aye' });
    votes.pop();
  });

  it('keeps the Council’s bodies, people and office records from the API, and places every vote by the seat held that day', async () => {
    const served = [...api.data.officeRecords.values()].flat();
    expect(Number((await ctx.db.selectFrom('upstream_seats').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(served.length);
    expect(Number((await ctx.db.selectFrom('upstream_people').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(api.data.persons.length);
    const bodies = await ctx.db.selectFrom('upstream_bodies').select(['upstream_id', 'name']).execute();
    expect(bodies).toContainEqual({ upstream_id: '1', name: 'City Council' });
    // February 2025: every vote of a sitting member has the district of the seat held that day (51 at most).
    const districts = await ctx.db.selectFrom('councilor_votes').select(['upstream_person_id', 'district']).where('upstream_person_id', 'is not', null).execute();
    const placed = new Set(districts.filter((d) => d.district !== null).map((d) => d.district));
    expect(placed.size).toBeGreaterThan(45);
    expect(placed.size).toBeLessThanOrEqual(51);
  });

  it('a member who left mid-term and the one who took the seat: each vote has the district of the seat held that day', async () => {
    // Upstream: Inna Vernikov (District 48) leaves on 19 February; a newcomer the city's files never knew takes the
    // seat on 20 February. The office records say so; a vote of 27 February by the newcomer is District 48's.
    const records = api.data.officeRecords.get(7831)!;
    const seat = records.find((r) => r.OfficeRecordBodyId === 1 && String(r.OfficeRecordStartDate).startsWith('2025-02-13'))!;
    const kept = { ...seat };
    seat.OfficeRecordEndDate = '2025-02-19T00:00:00';
    seat.OfficeRecordLastModifiedUtc = modifiedNow();
    api.data.persons.push({ PersonId: 990001, PersonFullName: 'Test Newcomer', PersonEmail: 'District48@council.nyc.gov', PersonWWW: null, PersonActiveFlag: 1, PersonLastModifiedUtc: modifiedNow() });
    api.data.officeRecords.set(990001, [
      { OfficeRecordId: 990001, OfficeRecordPersonId: 990001, OfficeRecordBodyId: 1, OfficeRecordBodyName: 'City Council', OfficeRecordTitle: 'Council Member', OfficeRecordMemberType: 'PRIMARY COUNCIL MEMBERS', OfficeRecordFullName: 'Test Newcomer', OfficeRecordStartDate: '2025-02-20T00:00:00', OfficeRecordEndDate: '2025-12-31T00:00:00', OfficeRecordLastModifiedUtc: modifiedNow() },
    ]);
    const late = [...api.data.events.values()].find((e) => String(e.EventDate) >= '2025-02-20' && (api.data.items.get(e.EventId as number) ?? []).some((i) => api.data.votes.has(i.EventItemId as number)))!;
    const item = api.data.items.get(late.EventId as number)!.find((i) => api.data.votes.has(i.EventItemId as number))!;
    const votes = api.data.votes.get(item.EventItemId as number)!;
    votes.push({ VotePersonId: 990001, VotePersonName: 'Test Newcomer', VoteValueName: 'Affirmative', VoteResult: 1 });
    late.EventLastModifiedUtc = modifiedNow();
    try {
      const report = await sync();
      expect(report.failures).toEqual([]);
      expect(report.people).toMatchObject({ people: 1, seats: 2 });
      const row = await ctx.db.selectFrom('councilor_votes').selectAll().where('upstream_person_id', '=', '990001').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ councilor: 'Test Newcomer', district: 48, vote: 'aye' });
      const stored = await ctx.db.selectFrom('upstream_seats').select('end_date').where('upstream_id', '=', String(seat.OfficeRecordId)).executeTakeFirstOrThrow();
      expect(stored.end_date).toBe('2025-02-19');
    } finally {
      votes.pop();
      Object.assign(seat, kept, { OfficeRecordLastModifiedUtc: modifiedNow() });
      api.data.persons.pop();
      api.data.officeRecords.delete(990001);
      late.EventLastModifiedUtc = modifiedNow();
      // Read back as it was, so that the next tests start from the mirror.
      await sync();
    }
  });

  it('a backfill reads every meeting since a date whatever the cursor says, rewrites none unchanged, and leaves the cursor', async () => {
    const backfill = await sync({ since: '2025-02-01', backfill: true });
    expect(backfill).toMatchObject({ found: api.data.events.size, created: 0, failures: [] });
    // Only meeting 21433 changed upstream since it was stored (the unknown voter's vote was taken back).
    expect(backfill.updated).toBe(1);
    expect(backfill.unchanged).toBe(api.data.events.size - 1);
    api.requests.length = 0;
    expect(await sync()).toMatchObject({ found: 0 });
    expect(api.requests).toHaveLength(2);
  });

  it('retries a 500 and a truncated answer, then reads', async () => {
    api.data.events.get(21268)!.EventLastModifiedUtc = modifiedNow();
    api.faults.push({ path: /\/events$/i, kind: 'http500', times: 1 }, { path: /eventitems$/i, kind: 'truncated', times: 1 });
    const report = await sync();
    expect(report).toMatchObject({ found: 1, failures: [] });
  });

  it('a Deferred meeting (as the Council marks it) is saved as postponed, never as held', async () => {
    expect(api.data.events.get(21318)!.EventAgendaStatusName).toBe('Deferred');
    const meeting = await ctx.db.selectFrom('meetings').select(['status', 'summary']).where('upstream_id', '=', '21318').executeTakeFirstOrThrow();
    expect(meeting.status).toBe('postponed');
    expect(meeting.summary).toMatch(/^Deferred: the Committee on General Welfare meeting of .+ was put off\.$/);
  });

  it('an event re-numbered upstream (the old id gone, the same body and time under a new id) stays one meeting, under its new id', async () => {
    const count = await meetingCount();
    const before = await ctx.db.selectFrom('meetings').select(['id', 'title', 'meeting_date']).where('upstream_id', '=', '21268').executeTakeFirstOrThrow();
    const event = api.data.events.get(21268)!;
    const items = api.data.items.get(21268)!;
    api.data.events.delete(21268);
    api.data.items.delete(21268);
    api.data.events.set(991268, { ...event, EventId: 991268, EventLastModifiedUtc: modifiedNow() });
    api.data.items.set(991268, items.map((i) => ({ ...i, EventItemEventId: 991268 })));
    try {
      const report = await sync();
      expect(report).toMatchObject({ found: 1, created: 0, updated: 1, failures: [] });
      expect(await meetingCount()).toBe(count);
      const after = await ctx.db.selectFrom('meetings').select(['id', 'title', 'meeting_date', 'upstream_id']).where('id', '=', before.id).executeTakeFirstOrThrow();
      expect(after).toEqual({ ...before, upstream_id: '991268' });
      expect(api.requests).toContain('/events/21268');
    } finally {
      api.data.events.delete(991268);
      api.data.items.delete(991268);
      api.data.events.set(21268, event);
      api.data.items.set(21268, items);
    }
    // The old id back upstream beside the new one (two events answering): another meeting, never merged into it.
    event.EventLastModifiedUtc = modifiedNow();
    api.data.events.set(991268, { ...event, EventId: 991268 });
    api.data.items.set(991268, items.map((i) => ({ ...i, EventItemEventId: 991268 })));
    try {
      expect(await sync()).toMatchObject({ created: 1, failures: [] });
      expect(await meetingCount()).toBe(count + 1);
    } finally {
      api.data.events.delete(991268);
      api.data.items.delete(991268);
      await ctx.db.deleteFrom('meetings').where('upstream_id', '=', '991268').execute();
      await ctx.db.updateTable('meetings').set({ upstream_id: '21268' }).where('id', '=', before.id).execute();
    }
  });

  it('a wrong token (403), Legistar down (nothing listening) and slow (no answer in time): reported, the record as it was', async () => {
    const before = await ctx.db.selectFrom('agenda_items').select(['id', 'upstream_id']).orderBy('id').execute();
    api.data.events.get(21268)!.EventLastModifiedUtc = modifiedNow();
    const wrong = await sync({ token: 'not-the-token' }).catch((error: Error) => error);
    expect(String(wrong)).toMatch(/HTTP 403.*token is missing or wrong/);

    const down = await sync({ url: 'http://127.0.0.1:9/v1/nyc' }).catch((error: Error) => error);
    expect(String(down)).toMatch(/could not connect/);

    api.faults.push({ path: /eventitems$/i, kind: 'hang' });
    const slow = await sync({ client: { sleep: async () => {}, timeoutMs: 200, attempts: 2 } });
    expect(slow.failures).toEqual([expect.stringMatching(/event 21268 .*no answer within 0.2 s/)]);
    api.faults.length = 0;
    expect(await ctx.db.selectFrom('agenda_items').select(['id', 'upstream_id']).orderBy('id').execute()).toEqual(before);
    // The next pass recovers: the meeting was not passed over.
    expect(await sync()).toMatchObject({ found: 1, failures: [] });
  });

  it('no token, Legistar down or a truncated list: the record stays and the failure is reported on the source', async () => {
    const before = await ctx.db.selectFrom('agenda_items').select(['id', 'upstream_id']).orderBy('id').execute();
    api.data.events.get(21268)!.EventLastModifiedUtc = modifiedNow();
    const source = { kind: 'legistar' as const, url: api.url };
    const options = { city: ctx.city, now: new Date(NOW), topics: [], legistarClient: { sleep: async () => {} } };

    const noToken = await syncListings(ctx.db, [source], { ...options, legistarToken: undefined });
    expect(noToken.sources[0]).toMatchObject({ ok: false, url: api.url });
    expect(noToken.sources[0]!.error).toMatch(/403.*token/);

    api.faults.push({ path: /\/events$/i, kind: 'truncated' });
    const truncated = await syncListings(ctx.db, [source], { ...options, legistarToken: TOKEN });
    expect(truncated.sources[0]!.error).toMatch(/not complete JSON/);
    api.faults.length = 0;

    api.faults.push({ path: /eventitems/i, kind: 'http500' });
    const down = await syncLegistar({ city: ctx.city, db: ctx.db, url: api.url, token: TOKEN, now: new Date(NOW), topics: [], client: { sleep: async () => {}, attempts: 2 } });
    expect(down.failures).toHaveLength(1);
    expect(down.failures[0]).toMatch(/event 21268.*HTTP 500/);

    expect(await ctx.db.selectFrom('agenda_items').select(['id', 'upstream_id']).orderBy('id').execute()).toEqual(before);
  });
});
