/**
 * Minutes found without a hand: a sync pass whose only source is a loopback replica of the City of Tulsa council
 * archive (built from the known form fields and document links, not a recording: see the replica's header) finds
 * the minutes of meetings known by their agenda and completes those meetings in place. Nothing is mocked.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArchiveForm } from '../ingest/connector/parse-archive.ts';
import { createMeeting } from '../test/factories.ts';
import { listingPage, listingRow, type LoopbackCity, startLoopbackCity } from '../test/peers/city-sources.ts';
import { type LoopbackArchive, startLoopbackArchive } from '../test/peers/council-archive.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { runSyncPass } from './sync-pass.ts';

let test: TestDatabase;
let archive: LoopbackArchive;
const now = new Date('2024-12-20T18:00:00Z');
const ctx = () => ({ city: cityContext(DEFAULT_CITY_ID), db: test.db, dataDir: test.dataDir, now: () => now, topics: [] });
const sources = () => [{ kind: 'council_archive' as const, url: archive.url }];
const meeting = (id: number) => test.db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** A meeting known only by its agenda, as the listing sync leaves it. */
const agendaOnly = (meeting_date: string, extra: { status?: 'scheduled' | 'completed' | 'cancelled'; meeting_type?: 'regular_council' | 'public_works_committee' } = {}) =>
  createMeeting(test.db, { meeting_date, document_type: 'agenda', status: extra.status ?? 'scheduled', summary: null, meeting_type: extra.meeting_type ?? 'regular_council' }, now);

beforeAll(async () => {
  test = await createTestDatabase();
  archive = await startLoopbackArchive([
    { id: 41001, name: '25-42-2 2024-12-18 5PM Minutes', typeCode: '0', file: '25-42-2_2024-12-18_5PM_Minutes.pdf' },
    { id: 41002, name: '25-42-1 2024-12-18 4PM Minutes', typeCode: '0', file: '25-42-1_2024-12-18_4PM_Minutes.pdf' },
    { id: 40990, name: '24-1158-2 2024-12-04 5PM Minutes', typeCode: '0', file: '24-1158-2_2024-12-04_5PM_Minutes.pdf' },
  ]);
});
afterAll(async () => {
  await archive.close();
  await test.destroy();
});

describe('the council archive connector', () => {
  it('searches the archive by date and type for held meetings awaiting minutes, and completes each in place', async () => {
    const held = await agendaOnly('2024-12-18T23:00:00.000Z');
    const noMinutesYet = await agendaOnly('2024-12-11T23:00:00.000Z');
    const cancelled = await agendaOnly('2024-12-10T23:00:00.000Z', { status: 'cancelled' });
    const upcoming = await agendaOnly('2025-01-08T23:00:00.000Z');

    const report = await runSyncPass(ctx(), { sources: sources() });

    // One search per day and body awaiting minutes; not the cancelled meeting, not the meeting still to come.
    expect(archive.requests.filter((r) => r.startsWith('POST'))).toEqual(['POST 12/11/2024 0', 'POST 12/18/2024 0']);
    expect(report.sources).toEqual([{ url: archive.url, ok: true, found: 2, requests: 3 }]);
    const completed = await meeting(held);
    expect(completed).toMatchObject({ id: held, status: 'completed', document_type: 'minutes', meeting_type: 'regular_council' });
    expect(completed.source_file).toMatch(/DocumentIdentifiers-41001/);
    // The 4 PM minutes of that day had no meeting: they are recorded as their own (the archive never invents one).
    expect(report.documents.map((d) => d.status).sort()).toEqual(['created', 'updated']);
    expect(report.documents.find((d) => d.status === 'updated')!.meetingId).toBe(held);
    expect(await meeting(noMinutesYet)).toMatchObject({ status: 'scheduled', document_type: 'agenda' });
    expect(await meeting(cancelled)).toMatchObject({ status: 'cancelled', document_type: 'agenda' });
    expect(await meeting(upcoming)).toMatchObject({ status: 'scheduled', document_type: 'agenda' });
    const twice = await test.db.selectFrom('meetings').select('id').where('meeting_date', '=', '2024-12-18T23:00:00.000Z').execute();
    expect(twice).toHaveLength(1);
  });

  it('asks again only for the meetings still waiting, and fetches no document twice', async () => {
    archive.requests.length = 0;
    const report = await runSyncPass(ctx(), { sources: sources() });
    expect(archive.requests).toEqual(['GET /apps/TulsaCouncilArchive', 'POST 12/11/2024 0']);
    expect(report.documents).toEqual([]);
  });

  it('reads an archive whose markup changed slightly (field prefixes, quoting, links in a list named by their text)', async () => {
    archive.markup = 'changed';
    try {
      const held = await agendaOnly('2024-12-04T23:00:00.000Z');
      const report = await runSyncPass(ctx(), { sources: sources() });
      expect(report.sources[0]).toMatchObject({ ok: true, found: 1 });
      expect(await meeting(held)).toMatchObject({ status: 'completed', document_type: 'minutes' });
    } finally {
      archive.markup = 'known';
    }
  });

  it('an archive that fails is reported and changes nothing; a page without the search form is named as changed', async () => {
    const waiting = await agendaOnly('2024-11-20T23:00:00.000Z');
    archive.searchStatus = 500;
    try {
      const report = await runSyncPass(ctx(), { sources: sources() });
      expect(report.sources).toEqual([{ url: archive.url, ok: false, found: 0, requests: 2, error: 'HTTP 500' }]);
      expect(report.documents).toEqual([]);
    } finally {
      archive.searchStatus = 200;
    }
    expect(await meeting(waiting)).toMatchObject({ status: 'scheduled', document_type: 'agenda' });
    expect(() => parseArchiveForm('<html><body>Maintenance</body></html>', archive.url)).toThrow(/no Meeting_Date field/);
  });
});

describe('a special meeting listed under another name', () => {
  let city: LoopbackCity;
  beforeAll(async () => {
    city = await startLoopbackCity();
    archive.entries.push({ id: 40950, name: '25-12-1 2024-12-11 Special Meeting Minutes', typeCode: '0', file: '25-12-1_2024-12-11_Special_Meeting_Minutes.pdf' });
  });
  afterAll(() => city.close());

  it('is one meeting: the listing types "Council Special Meeting" as the council, so its minutes complete it', async () => {
    // The recorded listing's row format; the agenda link answers 404, as a withdrawn posting would.
    city.listing = listingPage([listingRow('Council Special Meeting', 'December&nbsp;11,&nbsp;2024 - 9:00&nbsp;AM', '/docs/gone.pdf')]);
    const report = await runSyncPass(ctx(), { sources: [{ kind: 'granicus', url: city.listingUrl }, ...sources()] });
    expect(report.meetingsCreated).toBe(1);
    expect(archive.requests).toContain('POST 12/11/2024 0');
    const that = await test.db.selectFrom('meetings').selectAll().where('meeting_date', '=', '2024-12-11T15:00:00.000Z').execute();
    expect(that.map((m) => [m.meeting_type, m.status, m.document_type])).toEqual([['regular_council', 'completed', 'minutes']]);
  });
});
