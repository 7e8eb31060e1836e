/**
 * What two deployments fed the same documents serve as ids (issue 50, decision 125), for `eval:identity` and its
 * fast test. Meetings are paired by the file they were read from and motions by their place in it, never by the
 * ids under test; then each kind of id is compared pair by pair: the record-derived ones (calendar UID, OCD event,
 * vote-event and bill ids with the bill's session, as served over HTTP) must agree, the row ids (page URLs, decision
 * 016's OCD ids) need not. Bills are paired by the clerk's file number.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.ts';
import { publishedMeetings } from '../../meetings/public-record.ts';

interface Listed {
  id: string;
  identifier?: string;
  legislative_session?: string;
  extras: { civic_commons_id?: unknown };
}

/** Every row of an OCD list, page by page. */
async function listAll(app: FastifyInstance, path: string): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = (await app.inject(`${path}?limit=100&skip=${skip}`)).json() as { items: Listed[]; total: number };
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

/** One deployment's ids, keyed by where each record was read from. */
export interface ServedIds {
  /** `file` (every file it was read from, joined by +) → row id, calendar UID, OCD event id (null when not published as an event). */
  meetings: Map<string, { row: number; uid: string | null; event: string | null }>;
  /** `file|item position` → item row id. */
  items: Map<string, number>;
  /** `file|motion position` → motion row id and OCD vote-event id. */
  motions: Map<string, { row: number; vote: string | null }>;
  /** File number → OCD bill id and its legislative session (decision 210). */
  bills: Map<string, string>;
}

export async function servedIds(app: FastifyInstance, db: AppDatabase): Promise<ServedIds> {
  const meetingRows = await db.selectFrom(publishedMeetings(db)).select(['id', 'source_file']).execute();
  // Every file a meeting was read from (two PDFs of one meeting make one meeting, whichever was read last).
  const read = await db.selectFrom('meeting_sources').select(['meeting_id', 'file_name']).execute();
  const filesOf = (m: { id: number; source_file: string | null }) =>
    [...new Set([m.source_file, ...read.filter((r) => r.meeting_id === m.id).map((r) => r.file_name)].filter(Boolean))].sort().join('+') || `#${m.id}`;
  const fileOf = new Map(meetingRows.map((m) => [m.id, filesOf(m)]));
  const events = new Map((await listAll(app, '/api/v1/ocd/events')).map((e) => [e.extras.civic_commons_id as number, e.id]));
  const votes = new Map((await listAll(app, '/api/v1/ocd/vote_events')).map((v) => [v.extras.civic_commons_id as number, v.id]));
  const meetings: ServedIds['meetings'] = new Map();
  for (const m of meetingRows) {
    const ics = await app.inject(`/api/v1/meetings/${m.id}.ics`);
    meetings.set(fileOf.get(m.id)!, { row: m.id, uid: /^UID:(.+?)\r?$/m.exec(ics.body)?.[1] ?? null, event: events.get(m.id) ?? null });
  }
  const items = await db.selectFrom('agenda_items').select(['id', 'meeting_id', 'position']).execute();
  const motions = await db.selectFrom('voting_records').select(['id', 'meeting_id', 'position']).execute();
  return {
    meetings,
    items: new Map(items.filter((i) => fileOf.has(i.meeting_id)).map((i) => [`${fileOf.get(i.meeting_id)}|${i.position}`, i.id])),
    motions: new Map(motions.filter((v) => fileOf.has(v.meeting_id)).map((v) => [`${fileOf.get(v.meeting_id)}|${v.position}`, { row: v.id, vote: votes.get(v.id) ?? null }])),
    bills: new Map((await listAll(app, '/api/v1/ocd/bills')).map((b) => [b.identifier!, `${b.id} ${b.legislative_session ?? '(no session)'}`])),
  };
}

/** How many of `total` paired records have a different id in each deployment (a record missing in one counts). */
export interface Disagreement {
  total: number;
  differing: number;
}

function disagree<T>(a: Map<string, T>, b: Map<string, T>, idOf: (value: T) => unknown): Disagreement {
  const keys = new Set([...a.keys(), ...b.keys()]);
  let differing = 0;
  for (const key of keys) {
    const x = a.get(key);
    const y = b.get(key);
    if (x === undefined || y === undefined || idOf(x) !== idOf(y)) differing += 1;
  }
  return { total: keys.size, differing };
}

const published = <T extends { event: string | null }>(map: Map<string, T>) => new Map([...map].filter(([, v]) => v.event !== null));
const voted = <T extends { vote: string | null }>(map: Map<string, T>) => new Map([...map].filter(([, v]) => v.vote !== null));

/** Each kind of id compared between two deployments: the record-derived ones first, then the row ids. */
export function compareIds(a: ServedIds, b: ServedIds) {
  return {
    calendarUids: disagree(a.meetings, b.meetings, (m) => m.uid),
    ocdEventIds: disagree(published(a.meetings), published(b.meetings), (m) => m.event),
    ocdVoteIds: disagree(voted(a.motions), voted(b.motions), (m) => m.vote),
    ocdBillIds: disagree(a.bills, b.bills, (bill) => bill),
    meetingRowIds: disagree(a.meetings, b.meetings, (m) => m.row),
    itemRowIds: disagree(a.items, b.items, (i) => i),
    motionRowIds: disagree(a.motions, b.motions, (m) => m.row),
  };
}

/** The ids that must be the same in every deployment (decision 125). */
export const RECORD_DERIVED = ['calendarUids', 'ocdEventIds', 'ocdVoteIds', 'ocdBillIds'] as const;
