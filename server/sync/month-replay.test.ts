/**
 * A month of the city replayed against the product with a fixed clock (December 2024: see
 * `test/fixtures/month-replay/README.md`): agendas posted, an addendum, a special meeting, a committee cancelled,
 * and minutes arriving through the council archive only. At each moment of the month a fresh server process (the
 * real app, its clock set there) runs the sync and the alert jobs against the loopback Granicus listing, the
 * loopback archive and a loopback SMTP server. Mid-month a resident signs up through the real form (a late sign-up:
 * told at once of the posted agendas' items that concern them, then of the cancellation and the outcome like anyone
 * told). Twice in the month a worker process is SIGKILLed instead (in the
 * middle of sending the alerts of a posting, in the middle of the pass that downloads minutes) and a fresh process
 * takes over six minutes later: each moment's alerts and the month's end state must be exactly what the matching
 * rules promise, as without a kill (`killed-sync.test.ts` kills a pass in the middle of an agenda).
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { zonedDate } from '#contract/time-zone.ts';
import { insertSubscribers, seedTopics } from '../test/fixtures/alert-fixtures.ts';
import { LATE_SIGNUP, MINUTES, MONTH, type MonthStep } from '../test/fixtures/month-replay/month-city.ts';
import { type LoopbackCity, startLoopbackCity } from '../test/peers/city-sources.ts';
import { type LoopbackArchive, startLoopbackArchive } from '../test/peers/council-archive.ts';
import { type SmtpSink, startSmtpSink } from '../test/peers/smtp-sink.ts';
import { drainInNewProcess, killWorkers, startWorker } from '../test/processes/worker.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const MEETING_TYPES = ['regular_council', 'public_works_committee'];

/** The subscribers of the month, one per way of matching, signed up before it begins. */
async function subscribe(database: TestDatabase): Promise<void> {
  const topics = await seedTopics(database.db, cityContext(DEFAULT_CITY_ID));
  const since = new Date('2024-11-20T18:00:00.000Z');
  const base = { meeting_types: MEETING_TYPES, advance_notice_hours: 1 };
  const [, , , follower, neighbour] = await insertSubscribers(
    database.db,
    [
      { ...base, email: 'topic-zoning@example.org', topicIds: [topics.get('zoning-and-land-use')!] },
      { ...base, email: 'keyword-travel@example.org', alert_keywords: ['travel'] },
      { ...base, email: 'district-9@example.org', district: 9 },
      { ...base, email: 'follows-24-1127-3@example.org' },
      { ...base, email: 'block-35th-peoria@example.org' },
      { ...base, email: 'topic-police@example.org', topicIds: [topics.get('police')!] },
    ],
    since,
  );
  // Following the rezoning Z-7794 (file 24-1127-3) from its committee hearing, before any December agenda.
  await database.db
    .insertInto('item_follows')
    .values({ subscription_id: follower!, file_number: '24-1127-3', title: 'Rezoning Ordinance Z-7794', created_at: since.toISOString(), confirmed_at: since.toISOString() })
    .execute();
  // My block: 400 m around E. 35th St. S. and S. Peoria Ave.
  await database.db
    .updateTable('subscriptions')
    .set({ nearby_address: 'E 35th St S & S Peoria Ave', nearby_lat: 36.1146, nearby_lng: -95.9754, nearby_radius_m: 400 })
    .where('id', '=', neighbour!)
    .execute();
}

interface World {
  database: TestDatabase;
  city: LoopbackCity;
  archive: LoopbackArchive;
  smtp: SmtpSink;
  sources: string;
  /** The message the SMTP server never answers (counted over the month), 0 for none. */
  holdMessage: number;
}

async function startWorld(): Promise<World> {
  const database = await createTestDatabase();
  const city = await startLoopbackCity();
  const archive = await startLoopbackArchive([]);
  const world: World = { database, city, archive, smtp: undefined!, sources: `granicus=${city.listingUrl},council_archive=${archive.url}`, holdMessage: 0 };
  // The n-th message (counted over the whole month) is never answered when `holdMessage` names it.
  world.smtp = await startSmtpSink({ hold: (n) => n === world.holdMessage });
  await subscribe(database);
  return world;
}

async function stopWorld(world: World | undefined): Promise<void> {
  if (!world) return;
  await world.smtp.close();
  await world.city.close();
  await world.archive.close();
  await world.database.destroy();
}

const drain = (world: World, at: string, before?: MonthStep['residents']) =>
  drainInNewProcess(world.database, { smtpUrl: world.smtp.url, now: new Date(at), env: { SYNC: 'on', SYNC_SOURCES: world.sources }, before });

const mailsTo = (world: World, to: string, subject: RegExp) => world.smtp.accepted.filter((m) => m.recipients[0] === to && subject.test(m.subject));

// What the matching rules promise each subscriber, moment by moment (the items each one is told of are in the comments).
const CC4 = 'City Council Regular Meeting - December 4, 2024';
const CC18 = 'City Council Regular Meeting - December 18, 2024';
const PW18 = 'Public Works Committee - December 18, 2024';
const EXPECTED: string[][] = [
  // Dec 4 agenda: 8.c travel authorization (keyword "travel"); 5.b rezoning Z-7792 (topic Zoning). No CD-9 item, no
  // item near 35th & Peoria, nothing on the police.
  [`keyword-travel@example.org | On the agenda: 1 item for you at ${CC4} (Wed, Dec 4, 5:00 PM)`, `topic-zoning@example.org | On the agenda: 1 item for you at ${CC4} (Wed, Dec 4, 5:00 PM)`],
  // Dec 4 minutes: the outcome to the two told of its items, no one else. The special meeting's one item matches no one.
  [`keyword-travel@example.org | New minutes: ${CC4} (December 4, 2024)`, `topic-zoning@example.org | New minutes: ${CC4} (December 4, 2024)`],
  // Dec 18 agenda (4.c, 4.d travel donation, 7.a rezoning Z-7793 at 35th & Peoria, CD-9) and the Public Works agenda
  // (3 rezoning, 10 curfew enforcement: Police, 11-13 travel authorizations).
  [
    `block-35th-peoria@example.org | On the agenda: 1 item for you at ${CC18} (Wed, Dec 18, 5:00 PM)`,
    `district-9@example.org | On the agenda: 1 item for you at ${CC18} (Wed, Dec 18, 5:00 PM)`,
    `keyword-travel@example.org | On the agenda: 1 item for you at ${CC18} (Wed, Dec 18, 5:00 PM)`,
    `keyword-travel@example.org | On the agenda: 3 items for you at ${PW18} (Wed, Dec 18, 2:30 PM)`,
    `topic-police@example.org | On the agenda: 1 item for you at ${PW18} (Wed, Dec 18, 2:30 PM)`,
    `topic-zoning@example.org | On the agenda: 1 item for you at ${CC18} (Wed, Dec 18, 5:00 PM)`,
    `topic-zoning@example.org | On the agenda: 1 item for you at ${PW18} (Wed, Dec 18, 2:30 PM)`,
  ],
  // The addendum: its new item 7.b (rezoning Z-7794, CD-1) only: the follower of 24-1127-3 and the Zoning topic.
  [`follows-24-1127-3@example.org | On the agenda: 1 item for you at ${CC18} (Wed, Dec 18, 5:00 PM)`, `topic-zoning@example.org | On the agenda: 1 item for you at ${CC18} (Wed, Dec 18, 5:00 PM)`],
  // The late sign-up (keyword "rezoning", topic Libraries) hears of the posted agendas' items at once, one message per
  // meeting: 4.c (a library easement), 7.a and 7.b of the council, 3 of the committee; nothing of the meetings already
  // held (Dec 4, Dec 11), no catch-up of their minutes.
  [`${LATE_SIGNUP} | On the agenda: 1 item for you at ${PW18} (Wed, Dec 18, 2:30 PM)`, `${LATE_SIGNUP} | On the agenda: 3 items for you at ${CC18} (Wed, Dec 18, 5:00 PM)`],
  // The cancellation: those told of the committee's items, the late sign-up among them.
  [`keyword-travel@example.org | Cancelled: ${PW18}`, `${LATE_SIGNUP} | Cancelled: ${PW18}`, `topic-police@example.org | Cancelled: ${PW18}`, `topic-zoning@example.org | Cancelled: ${PW18}`],
  // Dec 18 minutes: everyone told of one of its items, however they were matched.
  [
    `block-35th-peoria@example.org | New minutes: ${CC18} (December 18, 2024)`,
    `district-9@example.org | New minutes: ${CC18} (December 18, 2024)`,
    `follows-24-1127-3@example.org | New minutes: ${CC18} (December 18, 2024)`,
    `keyword-travel@example.org | New minutes: ${CC18} (December 18, 2024)`,
    `${LATE_SIGNUP} | New minutes: ${CC18} (December 18, 2024)`,
    `topic-zoning@example.org | New minutes: ${CC18} (December 18, 2024)`,
  ],
  [],
];

let world: World | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  killWorkers(children);
  await stopWorld(world);
});

const SIX_MINUTES = 6 * 60_000;
const later = (at: string) => new Date(Date.parse(at) + SIX_MINUTES).toISOString();

/**
 * A worker process at `at`, SIGKILLed once `midway` resolves (the pass or the send it is in the middle of), then
 * the next process six minutes on, past the leases the killed one held, as a deployment's restart would be.
 */
async function killedThenRestarted(w: World, at: string, midway: () => Promise<void>): Promise<void> {
  const worker = startWorker(w.database, { smtpUrl: w.smtp.url, now: at, syncSources: w.sources }, children);
  await midway();
  worker.child.kill('SIGKILL');
  expect(await worker.exited).toBeNull();
  w.city.held.clear();
  w.archive.held.clear();
  w.holdMessage = 0;
  await drain(w, later(at));
}

describe('a month of the city', () => {
  it('ends with every meeting completed or cancelled, none twice, each subscriber told what the rules promise, kill -9 or not', { timeout: 240_000 }, async () => {
    const w = world!;
    const byStep: string[][] = [];
    for (const [i, step] of MONTH.entries()) {
      const before = w.smtp.accepted.length;
      await step.post(w.city, w.archive);
      if (i === 2) {
        // Killed while the 4th alert of the Dec 18 postings is on the wire (three are out, the rest not yet).
        w.holdMessage = before + 4;
        await killedThenRestarted(w, step.at, () => w.smtp.waitForStarted(w.holdMessage, 60_000));
      } else if (i === 6) {
        // Killed in the middle of the pass, while the archive sends the Dec 18 minutes.
        w.archive.held.add(MINUTES.dec18.id);
        await killedThenRestarted(w, step.at, () => w.archive.waitForDocument(MINUTES.dec18.id));
      } else {
        await drain(w, step.at, step.residents);
      }
      // The alerts; a sign-up's own confirmation and welcome are no alert.
      const sent = w.smtp.accepted.slice(before).filter((m) => !/^(Confirm your|You're signed up)/.test(m.subject));
      byStep.push(sent.map((m) => `${m.recipients[0]} | ${m.subject}`).sort());
    }
    // Each moment's alerts, exactly: none lost or doubled by a kill, none early, none late by a step.
    expect(byStep).toEqual(EXPECTED);

    const meetings = await w.database.db.selectFrom('meetings').select(['id', 'meeting_date', 'meeting_type', 'status', 'document_type']).orderBy('meeting_date').execute();
    expect(meetings.map((m) => [m.meeting_date, m.meeting_type, m.status, m.document_type])).toEqual([
      ['2024-12-04T23:00:00.000Z', 'regular_council', 'completed', 'minutes'],
      // The special meeting: one meeting, its agenda and its minutes.
      ['2024-12-11T15:00:00.000Z', 'regular_council', 'completed', 'minutes'],
      ['2024-12-18T20:30:00.000Z', 'public_works_committee', 'cancelled', 'agenda'],
      ['2024-12-18T23:00:00.000Z', 'regular_council', 'completed', 'minutes'],
    ]);
    // None Upcoming after its date: the month's last moment is past every meeting, and none is left scheduled.
    expect(meetings.every((m) => m.status !== 'scheduled' && zonedDate(new Date(m.meeting_date), 'America/Chicago') < '2024-12-31')).toBe(true);
    // The killed pass left nothing half done: the Dec 18 meeting holds its minutes' items once each.
    const items = await w.database.db.selectFrom('agenda_items').select(['item_number']).where('meeting_id', '=', meetings[3]!.id).execute();
    expect(new Set(items.map((i) => i.item_number)).size).toBe(items.length);
    expect(items.map((i) => i.item_number)).toEqual(expect.arrayContaining(['4.c', '4.d', '7.a', '7.b']));

    // Each outcome names what became of the items that subscriber was told about, as the minutes record it.
    const outcome = (to: string, meeting: string) => mailsTo(w, to, new RegExp(`^New minutes: ${meeting}`))[0]!.text;
    expect(outcome('keyword-travel@example.org', CC4)).toMatch(/- 8\.c\. Travel authorization in the amount of \$957[^\n]*: passed/);
    expect(outcome('topic-zoning@example.org', CC4)).toMatch(/- 5\.b\. Rezoning Application Z-7792[^\n]*: passed/);
    expect(outcome('district-9@example.org', CC18)).toMatch(/- 7\.a\. Rezoning Ordinance Z-7793[^\n]*: passed/);
    expect(outcome('block-35th-peoria@example.org', CC18)).toMatch(/- 7\.a\. Rezoning Ordinance Z-7793[^\n]*: passed/);
    expect(outcome('follows-24-1127-3@example.org', CC18)).toMatch(/- 7\.b\. Rezoning Ordinance Z-7794[^\n]*: passed/);
    expect(outcome(LATE_SIGNUP, CC18)).toMatch(/- 7\.a\. Rezoning Ordinance Z-7793[^\n]*: passed/);
    expect(outcome(LATE_SIGNUP, CC18)).toMatch(/- 7\.b\. Rezoning Ordinance Z-7794[^\n]*: passed/);
    // The follower was told of 7.b only: 7.a (passed too) is no line of theirs.
    expect(outcome('follows-24-1127-3@example.org', CC18)).not.toMatch(/^- 7\.a\./m);
    // The minutes were found in the archive, never in the listing.
    expect(w.city.requests.some((r) => /Minutes/i.test(r))).toBe(false);
    expect(w.archive.requests).toContain(`GET /apps/COTDisplayDocument/?DocumentType=Minutes&DocumentIdentifiers=${MINUTES.dec18.id}`);
  });
});
