/**
 * One incremental read of a Legistar Web API into the record (issue 47). The events modified since the last read
 * (`EventLastModifiedUtc`, kept per source in `upstream_cursors`; the first read reaches back `firstSyncMonths`),
 * each with its items, the per-member votes of the items that were acted on (a pass/fail flag: the roll-call flag
 * is not reliable across cities) and the roll call of attendance; each meeting saved whole through `saveMeeting`,
 * found again by its event id (a meeting moved to another time stays one meeting). What a failure leaves: the
 * record as it was. A meeting whose item list comes back empty when the record holds items keeps its items; a
 * meeting that could not be read is named in the error and read again next pass (the cursor does not move past a
 * pass with failures). An unchanged meeting (same checksum of what was read) is not rewritten. The matters the
 * meetings read took up follow (legistar-matters.ts).
 */
import crypto from 'node:crypto';
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../../../db/database.ts';
import { saveMeeting } from '../../../meetings/meeting-store.ts';
import { meetingsIncludingDemo } from '../../../meetings/public-record.ts';
import type { TopicTerms } from '../../keywords-and-topics/topics.ts';
import { createLegistarClient, type LegistarClient, type LegistarClientOptions, LegistarError } from './legistar-client.ts';
import { syncMatter } from './legistar-matters.ts';
import { buildLegistarMeeting, type LegistarMeetingRead, type VoterDistrict } from './legistar-meeting.ts';
import { seatedDistricts, syncPeople } from './legistar-people.ts';
import { districtOf } from '../../councilor-names/councilors.ts';
import {
  type LegistarEvent,
  type LegistarVote,
  legistarEventItemSchema,
  legistarEventSchema,
  legistarMatterSchema,
  legistarRollCallSchema,
  legistarVoteSchema,
  parseRows,
} from './legistar-rows.ts';

/** Meetings (or matters) read at once. */
const MEETINGS_AT_ONCE = 4;

/**
 * The bodies, people and office records, read before the meetings so that each vote is placed by the seats held on
 * its day (legistar-people.ts). A failure to read them is the pass's failure (the cursor stays), and the votes are
 * placed by the city's roll-call periods meanwhile.
 */
async function readPeople(options: LegistarSyncOptions, client: LegistarClient, source: string, report: LegistarSyncReport): Promise<VoterDistrict> {
  const byName: VoterDistrict = (_id, name, day) => districtOf(options.city, name, day);
  try {
    report.people = await syncPeople(options.db, client, source, options.now);
  } catch (error) {
    report.failures.push(`people and office records: ${(error as Error).message}`);
  }
  return seatedDistricts(options.db, options.city, source, byName);
}

/**
 * The matters the record holds that the source modified since the last pass (`/matters` by
 * `MatterLastModifiedUtc`, one list; its own cursor `<source>#matters`, which starts at the newest matter stored),
 * read again unless this pass read them already. One request when nothing moved; none before any matter is held.
 */
async function followHeldMatters(options: LegistarSyncOptions, client: LegistarClient, source: string, alreadyRead: Set<number>, report: LegistarSyncReport): Promise<void> {
  const { db } = options;
  const cursorName = `${source}#matters`;
  const stored = await db.selectFrom('upstream_cursors').select('modified_since').where('source', '=', cursorName).executeTakeFirst();
  const newestHeld = await db.selectFrom('upstream_matters').select((eb) => eb.fn.max('modified_at').as('m')).where('upstream_source', '=', source).executeTakeFirst();
  const since = stored?.modified_since ?? newestHeld?.m ?? null;
  if (!since) return;
  const failuresBefore = report.failures.length;
  let modified: { MatterId: number; MatterLastModifiedUtc?: string | null | undefined }[];
  try {
    modified = parseRows(legistarMatterSchema, await client.list('/matters', { $filter: `MatterLastModifiedUtc gt ${odataTime(since)}`, $orderby: 'MatterLastModifiedUtc' }), 'matters');
  } catch (error) {
    report.failures.push(`matters modified since ${since}: ${(error as Error).message}`);
    return;
  }
  const ids = modified.map((m) => m.MatterId).filter((id) => !alreadyRead.has(id));
  const held = new Set<string>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await db.selectFrom('upstream_matters').select('upstream_id').where('upstream_source', '=', source).where('upstream_id', 'in', ids.slice(at, at + 500).map(String)).execute();
    for (const r of rows) held.add(r.upstream_id);
  }
  await eachAtOnce([...held].map(Number), MEETINGS_AT_ONCE, async (matterId) => {
    try {
      if ((await syncMatter(db, client, source, matterId, options.now)) === 'stored') report.matters++;
    } catch (error) {
      if (error instanceof LegistarError && error.status === 404) report.mattersMissing++;
      else report.failures.push(`matter ${matterId}: ${(error as Error).message}`);
    }
  });
  const newest = modified.reduce<string>((max, m) => (m.MatterLastModifiedUtc && m.MatterLastModifiedUtc > max ? m.MatterLastModifiedUtc : max), since);
  if (report.failures.length > failuresBefore) return;
  const now = options.now.toISOString();
  await db
    .insertInto('upstream_cursors')
    .values({ source: cursorName, modified_since: newest, updated_at: now })
    .onConflict((oc) => oc.column('source').doUpdateSet({ modified_since: newest, updated_at: now }))
    .execute();
}

/** Runs `work` on every entry, `width` at a time. */
async function eachAtOnce<T>(list: T[], width: number, work: (entry: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) await work(list[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, list.length) }, worker));
}

export interface LegistarSyncOptions {
  city: CityContext;
  db: AppDatabase;
  /** The API base (`https://webapi.legistar.com/v1/<client>`). */
  url: string;
  token?: string | undefined;
  now: Date;
  topics: TopicTerms[];
  /** The oldest meeting date a read reaches (`YYYY-MM-DD`); by default `firstSyncMonths` before `now`. */
  since?: string | undefined;
  /** Read every meeting since `since`, whatever the cursor says (a backfill); the cursor never moves back. */
  backfill?: boolean;
  /** Client settings (concurrency, retries, the sleeper); tests pass a sleeper that does not wait. */
  client?: Partial<Omit<LegistarClientOptions, 'baseUrl' | 'token'>>;
}

export interface LegistarSyncReport {
  /** Events the API listed as modified since the last read. */
  found: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Matters (bills, resolutions, applications) stored or refreshed. */
  matters: number;
  /** Bodies, people and office records read (only in a pass that found meetings: an idle pass asks one list). */
  people: { bodies: number; people: number; seats: number } | null;
  /** Matters named on an item that the API answered 404 for. */
  mattersMissing: number;
  /** Meetings whose item list came back empty while the record held items: kept as they were. */
  keptItems: number[];
  /** One line per event that could not be read (the rest were saved). */
  failures: string[];
  requests: number;
}

/** The source's name in the record: `legistar:<client>` (the last segment of the API base). */
export function legistarSourceName(url: string): string {
  return `legistar:${new URL(url).pathname.replace(/\/+$/, '').split('/').pop() ?? ''}`;
}

/** OData's datetime literal, without the zone the API does not take (fractions kept: `gt` must pass the newest read). */
const odataTime = (iso: string) => `datetime'${iso.replace(/Z$/, '')}'`;

function monthsBefore(now: Date, months: number): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** The newest version of each event (a list read across pages may show one twice if it moved meanwhile). */
function newestById(events: LegistarEvent[]): LegistarEvent[] {
  const byId = new Map<number, LegistarEvent>();
  for (const e of events) {
    const seen = byId.get(e.EventId);
    if (!seen || seen.EventLastModifiedUtc < e.EventLastModifiedUtc) byId.set(e.EventId, e);
  }
  return [...byId.values()];
}

async function readEvent(client: LegistarClient, event: LegistarEvent): Promise<LegistarMeetingRead> {
  const items = parseRows(
    legistarEventItemSchema,
    await client.get(`/events/${event.EventId}/eventitems`, { AgendaNote: '1', MinutesNote: '1' }),
    `event ${event.EventId} items`,
  );
  const votes = new Map<number, LegistarVote[]>();
  let rollCall: LegistarMeetingRead['rollCall'] = null;
  await Promise.all(
    items.map(async (item) => {
      if (typeof item.EventItemPassedFlag === 'number' || item.EventItemPassedFlagName?.trim()) {
        const rows = await client.get(`/eventitems/${item.EventItemId}/votes`);
        votes.set(item.EventItemId, parseRows(legistarVoteSchema, rows, `item ${item.EventItemId} votes`));
      }
      if (/^roll call$/i.test(item.EventItemTitle?.trim() ?? '')) {
        rollCall = parseRows(legistarRollCallSchema, await client.get(`/eventitems/${item.EventItemId}/rollcalls`), `item ${item.EventItemId} roll call`);
      }
    }),
  );
  return { event, items, votes, rollCall };
}

const checksumOf = (read: LegistarMeetingRead) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify({ event: read.event, items: read.items, votes: [...read.votes.entries()].sort((a, b) => a[0] - b[0]), rollCall: read.rollCall }))
    .digest('hex');

type Outcome = 'created' | 'updated' | 'unchanged' | 'kept_items';

/**
 * Saves what was read of one event, found again by its event id: unchanged bytes are not rewritten, an empty item
 * list never empties a meeting that had items. Also the seed's way in for a bundled snapshot.
 */
export async function saveLegistarRead(
  options: Pick<LegistarSyncOptions, 'city' | 'db' | 'now' | 'topics'> & { districtOfVoter?: VoterDistrict; client?: LegistarClient },
  source: string,
  read: LegistarMeetingRead,
): Promise<Outcome> {
  const { db } = options;
  const checksum = checksumOf(read);
  const existing =
    (await db
      .selectFrom(meetingsIncludingDemo(db))
      .select(['id', 'source_checksum'])
      .where('upstream_source', '=', source)
      .where('upstream_id', '=', String(read.event.EventId))
      .executeTakeFirst()) ?? (options.client ? await renumberedMeeting(options, options.client, source, read) : undefined);
  if (existing?.source_checksum === checksum) return 'unchanged';
  if (existing && read.items.length === 0) {
    const held = await db.selectFrom('agenda_items').select('id').where('meeting_id', '=', existing.id).limit(1).executeTakeFirst();
    // An empty list for a meeting that had items is a fault upstream, not news: the record keeps them.
    if (held) return 'kept_items';
  }
  const input = buildLegistarMeeting(read, { city: options.city, source, topics: options.topics, now: options.now, districtOfVoter: options.districtOfVoter });
  await saveMeeting(db, { ...input, source_checksum: checksum }, { now: options.now, city: options.city, ...(existing ? { existingId: existing.id } : {}) });
  return existing ? 'updated' : 'created';
}

/**
 * A meeting the source re-numbered: an event id never seen, for a body and a time the record already holds under
 * another event id that the source no longer has (404). It is that meeting, rewritten in place under its new id,
 * not a second one. A held meeting whose event still answers is another meeting at the same time, left alone.
 */
async function renumberedMeeting(
  options: Pick<LegistarSyncOptions, 'city' | 'db' | 'now' | 'topics'>,
  client: LegistarClient,
  source: string,
  read: LegistarMeetingRead,
): Promise<{ id: number; source_checksum: string | null } | undefined> {
  const { db } = options;
  const start = buildLegistarMeeting({ ...read, items: [], votes: new Map(), rollCall: null }, { city: options.city, source, topics: [], now: options.now }).meeting_date;
  const twins = await db
    .selectFrom(meetingsIncludingDemo(db))
    .select(['id', 'source_checksum', 'upstream_id'])
    .where('upstream_source', '=', source)
    .where('title', '=', read.event.EventBodyName.trim())
    .where('meeting_date', '=', start)
    .execute();
  for (const twin of twins) {
    try {
      await client.get(`/events/${twin.upstream_id}`);
    } catch (error) {
      if (!(error instanceof LegistarError && error.status === 404)) throw error;
      await db.updateTable('meetings').set({ upstream_id: String(read.event.EventId) }).where('id', '=', twin.id).execute();
      return { id: twin.id, source_checksum: twin.source_checksum };
    }
  }
  return undefined;
}

export async function syncLegistar(options: LegistarSyncOptions): Promise<LegistarSyncReport> {
  const { db } = options;
  const source = legistarSourceName(options.url);
  const client = createLegistarClient({ ...options.client, baseUrl: options.url, token: options.token });
  const cursor = await db.selectFrom('upstream_cursors').select('modified_since').where('source', '=', source).executeTakeFirst();
  const floor = options.since ?? monthsBefore(options.now, options.city.config.legistar?.firstSyncMonths ?? 12);
  const filter = [`EventDate ge ${odataTime(`${floor}T00:00:00`)}`];
  if (cursor?.modified_since && !options.backfill) filter.push(`EventLastModifiedUtc gt ${odataTime(cursor.modified_since)}`);
  // Listing failures (no token, down, truncated) throw: the caller reports them and nothing is written.
  const events = newestById(
    parseRows(legistarEventSchema, await client.list('/events', { $filter: filter.join(' and '), $orderby: 'EventLastModifiedUtc' }), 'events'),
  );
  const report: LegistarSyncReport = { found: events.length, people: null, created: 0, updated: 0, unchanged: 0, matters: 0, mattersMissing: 0, keptItems: [], failures: [], requests: 0 };
  // A few meetings at a time (their requests share the client's bound): what is read is saved before more is read,
  // so memory stays that of a few meetings however long the first read is.
  const matterIds = new Set<number>();
  const districtOfVoter = events.length > 0 ? await readPeople(options, client, source, report) : undefined;
  await eachAtOnce(events, MEETINGS_AT_ONCE, async (event) => {
    try {
      const read = await readEvent(client, event);
      for (const item of read.items) if (item.EventItemMatterId) matterIds.add(item.EventItemMatterId);
      const outcome = await saveLegistarRead({ ...options, client, ...(districtOfVoter ? { districtOfVoter } : {}) }, source, read);
      if (outcome === 'kept_items') report.keptItems.push(event.EventId);
      else report[outcome]++;
    } catch (error) {
      report.failures.push(`event ${event.EventId} (${event.EventDate.slice(0, 10)} ${event.EventBodyName.trim()}): ${(error as Error).message}`);
    }
  });
  // The matters those meetings took up: their history and sponsors, when they changed.
  await eachAtOnce([...matterIds], MEETINGS_AT_ONCE, async (matterId) => {
    try {
      if ((await syncMatter(db, client, source, matterId, options.now)) === 'stored') report.matters++;
    } catch (error) {
      // A matter the API does not have (withdrawn, or not public) is not a failure of the pass.
      if (error instanceof LegistarError && error.status === 404) report.mattersMissing++;
      else report.failures.push(`matter ${matterId}: ${(error as Error).message}`);
    }
  });
  // The matters we follow that changed upstream without a meeting of this pass naming them (sent to the Mayor,
  // signed, vetoed): their new steps are news too.
  await followHeldMatters(options, client, source, matterIds, report);
  // The cursor moves only past a pass that read everything: a meeting that failed (or came back without its items)
  // is asked for again next time.
  const newest = events.reduce<string | null>((max, e) => (max === null || e.EventLastModifiedUtc > max ? e.EventLastModifiedUtc : max), null);
  if (newest && (!cursor?.modified_since || newest > cursor.modified_since) && report.failures.length === 0 && report.keptItems.length === 0) {
    const now = options.now.toISOString();
    await db
      .insertInto('upstream_cursors')
      .values({ source, modified_since: newest, updated_at: now })
      .onConflict((oc) => oc.column('source').doUpdateSet({ modified_since: newest, updated_at: now }))
      .execute();
  }
  report.requests = client.requests;
  return report;
}
