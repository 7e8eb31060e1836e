/**
 * Minutes found through the agendas' item document links: a loopback city serves an agenda whose "receipt and
 * filing of minutes" item links (by a link annotation, as the city's agendas do) to the item's documents at the
 * city's address, rewritten onto the loopback by the source's URL; the documents served are real minutes PDFs.
 * The earlier meeting, known by its agenda only, ends completed in place; a link that matches no meeting, or two,
 * changes nothing and is named on the pass's report. The real shared agendas' annotations are read as they are.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAgendaLinks } from '../ingest/agenda-parser/agenda-links.ts';
import { makePdf } from '../ingest/fixtures/make-pdf.ts';
import { createMeeting } from '../test/factories.ts';
import { listingPage, listingRow, type LoopbackCity, minutesPdf, startLoopbackCity } from '../test/peers/city-sources.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { runSyncPass, type SyncPassReport } from './sync-pass.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

let test: TestDatabase;
let city: LoopbackCity;
const now = new Date('2024-12-17T18:00:00Z');
const cityOfRecord = cityContext(DEFAULT_CITY_ID);
const cityConfig = cityOfRecord.config;
const ctx = () => ({ city: cityOfRecord, db: test.db, dataDir: test.dataDir, now: () => now, topics: [] });
const origin = () => new URL(city.listingUrl).origin;
const sources = () => [
  { kind: 'granicus' as const, url: city.listingUrl },
  { kind: 'agenda_item_links' as const, url: `${origin()}/apps/CouncilDocuments` },
];
const meeting = (id: number) => test.db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const agendaOnly = (meeting_date: string) =>
  createMeeting(test.db, { meeting_date, document_type: 'agenda', status: 'scheduled', summary: null, meeting_type: 'regular_council' }, now);
const itemDocuments = (report: SyncPassReport) => report.documents.filter((d) => d.url.includes('/apps/'));
const itemLink = (item: number) => `https://${cityConfig.pdfHosts[0]}/apps/CouncilDocuments?item=${item}`;

/** The regular meeting of December 18, 2024 as the clerk posts it, its items' documents linked under them. */
function regularAgenda(): Buffer {
  const lines = [
    { y: 960, size: 10, text: 'NOTICE AND AGENDA' },
    { y: 948, size: 10, text: `${cityConfig.councilName.toUpperCase()} - Regular Meeting` },
    { y: 936, size: 10, text: '5:00 PM, Wednesday, December 18, 2024' },
    { y: 900, text: '1. Call to Order.' },
    { y: 870, text: '2. Receipt and filing of the minutes of the December 4, 2024 Regular Meeting.' },
    { y: 855, text: 'Supporting Documentation' },
    { y: 830, text: '3. Approval of the minutes of the December 4, 2024 Pre-Regular Meeting.' },
    { y: 815, text: 'Supporting Documentation' },
    { y: 790, text: '4. Receipt and filing of minutes of the November 20, 2024 meeting.' },
    { y: 775, text: 'Supporting Documentation' },
    { y: 750, text: '5. Resolution approving the investment policy.' },
    { y: 735, text: 'Supporting Documentation' },
    { y: 710, text: '6. Receipt and filing of the minutes of the November 6, 2024 Regular Meeting.' },
    { y: 695, text: 'Supporting Documentation' },
    { y: 670, text: '7. Adjournment.' },
  ];
  const under = (y: number, item: number) => ({ page: 0, rect: [72, y - 3, 220, y + 11] as [number, number, number, number], url: itemLink(item) });
  return makePdf([lines], { links: [under(855, 48000), under(815, 48001), under(775, 48002), under(735, 48003), under(695, 48004)] });
}

beforeAll(async () => {
  test = await createTestDatabase();
  city = await startLoopbackCity();
  city.files = {
    '/docs/regular-agenda.pdf': regularAgenda(),
    // The item's documents: the minutes of each meeting the item names (the city's real PDFs).
    '/apps/CouncilDocuments?item=48000': minutesPdf('24-1158-2_2024-12-04_5PM_Minutes.pdf'),
    '/apps/CouncilDocuments?item=48001': minutesPdf('24-1158-1_2024-12-04_4PM_Minutes.pdf'),
    '/apps/CouncilDocuments?item=48002': minutesPdf('24-1149-2_2024-11-20_5PM_Minutes.pdf'),
    // An item whose address answers with a page listing its documents (what that page looks like is not recorded).
    '/apps/CouncilDocuments?item=48004': Buffer.from(
      `<!DOCTYPE html><html><body><table><tr><td>24-1148-2 2024-11-06 5PM Minutes</td>
       <td><a href="../apps/COTDisplayDocument/?DocumentType=Minutes&amp;DocumentIdentifiers=9001">View</a></td></tr></table></body></html>`,
    ),
    '/apps/COTDisplayDocument/?DocumentType=Minutes&DocumentIdentifiers=9001': minutesPdf('24-1148-2_2024-11-06_5PM_Minutes.pdf'),
  };
  city.listing = listingPage([listingRow('Regular Council Meeting', 'December&nbsp;18,&nbsp;2024 - 5:00&nbsp;PM', '/docs/regular-agenda.pdf')]);
});
afterAll(async () => {
  await city.close();
  await test.destroy();
});

describe('the agendas item document links', () => {
  it('are read from the real agendas on the items they sit under', async () => {
    const read = async (id: string) =>
      (await readAgendaLinks(new Uint8Array(fs.readFileSync(path.join(ROOT, 'city/tulsa/fixtures/agendas', `tulsa-archive-${id}-agenda.pdf`))), cityConfig))
        .items.filter((i) => i.urls.length > 0)
        .map((i) => [i.number, i.urls.map((u) => u.replace(/^.*\?item=/, ''))]);
    // The Public Works agenda: 11 links, one under each item with documents (items 3 to 13); none on a minutes item.
    expect(await read('29985')).toEqual([
      [3, ['48469']], [4, ['48487']], [5, ['48508']], [6, ['48530']], [7, ['48534']], [8, ['48536']],
      [9, ['48538']], [10, ['48560']], [11, ['48556']], [12, ['48558']], [13, ['48554']],
    ]);
    expect(await read('29982')).toEqual([[3, ['47553']], [4, ['48562']]]);
  });

  it('lead to the minutes of the earlier meeting, which is completed in place; unmatched and ambiguous links change nothing', async () => {
    const earlier = await agendaOnly('2024-12-04T23:00:00.000Z');
    const listedOnPage = await agendaOnly('2024-11-06T23:00:00.000Z');
    const twins = [await agendaOnly('2024-11-21T23:00:00.000Z'), await agendaOnly('2024-11-21T23:00:00.000Z')];
    await test.db.updateTable('meetings').set({ meeting_date: '2024-11-20T23:00:00.000Z' }).where('id', 'in', twins).execute();
    const before = await test.db.selectFrom('meetings').select(['id', 'status', 'document_type', 'updated_at']).orderBy('id').execute();

    // The first pass reads the new agenda; the links are followed from the agendas already read, so on the next.
    const first = await runSyncPass(ctx(), { sources: sources() });
    expect(first.documents.map((d) => d.status)).toEqual(['updated']);
    expect(city.requests.filter((r) => r.startsWith('/apps/'))).toEqual([]);

    const second = await runSyncPass(ctx(), { sources: sources() });
    expect(second.sources[1]).toEqual({ url: `${origin()}/apps/CouncilDocuments`, ok: true, found: 2, requests: 4 });
    const completed = await meeting(earlier);
    expect(completed).toMatchObject({ status: 'completed', document_type: 'minutes', meeting_type: 'regular_council', city_minutes_url: `${origin()}/apps/CouncilDocuments?item=48000` });
    const votes = await test.db.selectFrom('voting_records').select('id').where('meeting_id', '=', earlier).execute();
    expect(votes.length).toBeGreaterThan(0);
    // No second meeting on that day; the 4 PM minutes, which no meeting awaits, made none.
    const onTheFourth = await test.db.selectFrom('meetings').select('id').where('meeting_date', 'like', '2024-12-04%').execute();
    expect(onTheFourth).toEqual([{ id: earlier }]);
    // The investment policy's documents are not minutes: never fetched.
    expect(city.requests).not.toContain('/apps/CouncilDocuments?item=48003');
    // (The agenda of the meeting still to come is fetched again each pass, as always: unchanged bytes.)
    expect(itemDocuments(second)).toEqual([
      { url: `${origin()}/apps/CouncilDocuments?item=48000`, status: 'updated', meetingId: earlier },
      { url: `${origin()}/apps/COTDisplayDocument/?DocumentType=Minutes&DocumentIdentifiers=9001`, status: 'updated', meetingId: listedOnPage },
      { url: `${origin()}/apps/CouncilDocuments?item=48001`, status: 'failed', meetingId: null, reason: 'skipped: no meeting on record is the regular_council meeting of 2024-12-04 16:00' },
      { url: `${origin()}/apps/CouncilDocuments?item=48002`, status: 'failed', meetingId: null, reason: 'skipped: 2 meetings on record are the regular_council meeting of 2024-11-20 17:00: not guessed' },
    ]);
    expect(await meeting(listedOnPage)).toMatchObject({ status: 'completed', document_type: 'minutes' });
    const completedIds = [earlier, listedOnPage];
    const after = await test.db.selectFrom('meetings').select(['id', 'status', 'document_type', 'updated_at']).where('id', 'not in', completedIds).orderBy('id').execute();
    expect(after.filter((m) => before.some((b) => b.id === m.id))).toEqual(before.filter((b) => !completedIds.includes(b.id)));

    // Idempotent: the minutes already read are not fetched again; the ambiguous link is named again, nothing else.
    city.requests.length = 0;
    const third = await runSyncPass(ctx(), { sources: sources() });
    expect(city.requests.filter((r) => r.startsWith('/apps/'))).toEqual(['/apps/CouncilDocuments?item=48002']);
    expect(itemDocuments(third).map((d) => [d.url.replace(/^.*\?item=/, ''), d.status])).toEqual([['48002', 'failed']]);
    expect(await meeting(earlier)).toEqual(completed);
  });
});
