/**
 * The bill's dossier (issue 47) read through the API after a sync from a loopback Legistar serving the last days of
 * the shared New York mirror: Int 0873-2026, pre-considered, approved by the Finance Committee and by the Council
 * on 30 April 2026 and sent to the Mayor. Each action in the source's order, its vote counted from our per-member
 * record, the meetings with the Council's documents; Tulsa, read from minutes, answers with its meetings alone.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatterDossier } from '#contract/matters.ts';
import type { MeetingDetail } from '#contract/meetings.ts';
import { loadTopicMatchers } from '#server/ingest/keywords-and-topics/topics.ts';
import { SHARED_DATA_DIR, startLegistarReplay, type ReplayServer } from '#server/ingest/connector/legistar/legistar-replay-server.ts';
import { listingSources, runSyncPass } from '#server/sync/sync-pass.ts';
import { createMeeting } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const NOW = '2026-05-01T12:00:00.000Z';
const FILE = 'Int 0873-2026';
const url = (file: string) => `/api/v1/matters/${encodeURIComponent(file)}`;

describe('GET /api/v1/matters/{file_number}', () => {
  let api: ReplayServer;
  let nyc: TestApp;
  let tulsa: TestApp;

  beforeAll(async () => {
    api = await startLegistarReplay({ mirrorDir: path.join(SHARED_DATA_DIR, 'nyc/legistar-mirror'), client: 'nyc', from: '2026-04-30', to: '2026-04-30' });
    nyc = await createTestApp({ CITY: 'nyc', NYC_LEGISTAR_URL: api.url }, { now: NOW });
    const report = await runSyncPass(
      { city: nyc.city, db: nyc.db, dataDir: nyc.dataDir, now: () => nyc.clock.now(), topics: loadTopicMatchers(nyc.city) },
      { sources: listingSources(nyc.city.config, undefined, nyc.app.config.LEGISTAR_URL), legistarToken: undefined },
    );
    expect(report.sources[0]).toMatchObject({ ok: true });
    tulsa = await createTestApp({}, { now: NOW });
  });
  afterAll(async () => {
    await nyc?.close();
    await tulsa?.close();
    await api?.close();
  });

  it('follows a bill through its committee and Council votes, each tallied from the per-member record', async () => {
    const res = await nyc.app.inject({ method: 'GET', url: url(FILE) });
    expect(res.statusCode).toBe(200);
    const dossier = res.json<MatterDossier>();
    const matter = dossier.matter!;
    expect(matter).toMatchObject({ type: 'Introduction', status: 'Enacted', version: null });
    expect(matter.sponsors[0]).toEqual({ name: 'Linda Lee', prime: true });
    expect(matter.sponsors.every((s) => s.name !== '')).toBe(true);
    expect(matter.steps.map((s) => [s.body, s.action, s.result])).toEqual([
      ['Committee on Finance', 'Hearing on P-C Item by Comm', null],
      ['Committee on Finance', 'P-C Item Approved by Comm', 'passed'],
      ['City Council', 'Introduced by Council', null],
      ['City Council', 'Referred to Comm by Council', null],
      ['City Council', 'Approved by Council', 'passed'],
      ['City Council', 'Sent to Mayor by Council', null],
    ]);
    expect(matter.steps.every((s) => s.date === '2026-04-30')).toBe(true);

    // The Council's vote: the tally is the roll call the meeting page shows, member by member.
    const council = matter.steps[4]!;
    expect(council.meeting_id).not.toBeNull();
    const detail = (await nyc.app.inject({ method: 'GET', url: `/api/v1/meetings/${council.meeting_id}` })).json<MeetingDetail>();
    const item = detail.agenda_items.find((i) => i.file_number === FILE)!;
    const roll = detail.voting_records.find((v) => v.agenda_item_id === item.id)!;
    const count = (choice: string) => roll.votes.filter((v) => v.vote === choice).length;
    expect(council.tally).toEqual({ aye: count('aye'), nay: count('nay'), abstain: count('abstain'), absent: count('absent') });
    expect(council.tally!.aye + council.tally!.nay + council.tally!.abstain + council.tally!.absent).toBe(50);
    expect(matter.steps[1]!.tally!.aye).toBeGreaterThan(0);
    // Steps without a vote carry none; steps the source ties to no meeting name none.
    expect(matter.steps[0]!.tally).toBeNull();
    expect(matter.steps[2]!.meeting_id).toBeNull();

    // The meetings of our record, oldest first, with the Council's documents.
    expect(dossier.meetings.map((m) => m.meeting_id)).toContain(council.meeting_id);
    expect(dossier.meetings.find((m) => m.meeting_id === council.meeting_id)).toMatchObject({ item_number: item.item_number, agenda_url: detail.agenda_url });
    // The Council's own page for each meeting, as Legistar links it (`EventInSiteURL`).
    const { upstream_id } = await nyc.db.selectFrom('meetings').select('upstream_id').where('id', '=', council.meeting_id!).executeTakeFirstOrThrow();
    const councilEvent = api.data.events.get(Number(upstream_id))!;
    expect(dossier.meetings.find((m) => m.meeting_id === council.meeting_id)!.council_page_url).toBe(councilEvent.EventInSiteURL);
    expect(councilEvent.EventInSiteURL).toMatch(/^https:\/\/legistar\.council\.nyc\.gov\/MeetingDetail\.aspx\?/);

    // The Council's documents for the bill: the matter's attachments, by the links Legistar gives, in its order.
    const mirrored = [...api.data.matters.values()].find((m) => m.File === FILE)!.Attachments as { Name: string; Link: string; Sort: number }[];
    expect(mirrored.length).toBeGreaterThan(0);
    expect(matter.documents).toEqual([...mirrored].sort((a, b) => a.Sort - b.Sort).map((a) => ({ name: a.Name, url: a.Link })));
    expect(matter.versions).toEqual([]);
  });

  it('answers 404 with a message for a file number nobody knows, 400 for one that cannot be a file number', async () => {
    const unknown = await nyc.app.inject({ method: 'GET', url: url('Int 9999-2026') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe('A bill or agenda item with this file number in the record not found.');
    const bad = await nyc.app.inject({ method: 'GET', url: url('<script>') });
    expect(bad.statusCode).toBe(400);
  });

  it('a city read from minutes answers with the meetings where the item came up, and no matter', async () => {
    await createMeeting(tulsa.db, {
      title: 'Regular Council Meeting',
      meeting_date: '2026-04-15T23:00:00.000Z',
      agenda_items: [{ item_number: '7.a.', title: 'Ordinance closing an alley', item_type: 'ordinance', file_number: '26-100-1' }],
    });
    const dossier = (await tulsa.app.inject({ method: 'GET', url: url('26-100-1') })).json<MatterDossier>();
    expect(dossier).toMatchObject({ file_number: '26-100-1', title: 'Ordinance closing an alley', matter: null });
    expect(dossier.meetings).toEqual([expect.objectContaining({ meeting_title: 'Regular Council Meeting', item_number: '7.a.' })]);
    expect((await tulsa.app.inject({ method: 'GET', url: url('26-999-1') })).statusCode).toBe(404);
  });
});
