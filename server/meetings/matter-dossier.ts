/**
 * The bill's dossier (issue 47): the matter as the structured source keeps it (`upstream_matters`, migration 041:
 * its sponsors and history of actions), each action joined to the meeting and the per-member vote of our record
 * that it names (by the source's event and event item ids, migration 040), and the meetings where the file number
 * came up with the Council's own agenda and minutes. Only what the record holds: a date without its clock (the
 * source dates actions in local time), a tally only where we hold the roll call.
 */
import type { Kysely } from 'kysely';
import type { MatterDossier, MatterMeeting, MatterRecord, MatterStep, StepTally } from '#contract/matters.ts';
import type { Database } from '../db/schema.ts';
import { publishedMeetings } from './public-record.ts';

/** A matter's history step as `upstream_matters.history` stores it (written by the structured-source connector). */
export interface StoredStep {
  id: number;
  date: string | null;
  action: string | null;
  body: string | null;
  event_id: number | null;
  passed: number | null;
  version: string | null;
}
interface StoredDocument {
  name: string | null;
  url: string;
  sort: number | null;
}
interface StoredSponsor {
  name: string;
  sequence: number | null;
}

/** `2026-03-10T00:00:00` as `2026-03-10`; Legistar's "no date" (year 1) and anything unreadable as null. */
function day(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4})-\d{2}-\d{2}/.exec(value) : null;
  return match && Number(match[1]) > 1900 ? match[0] : null;
}

/** "A", "B" ...; the source's "*" (and an empty or zero version) is the original, which needs no mark. */
function versionMark(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && v !== '*' && v !== '0' ? v : null;
}

async function meetingsOf(db: Kysely<Database>, fileNumber: string): Promise<MatterMeeting[]> {
  const rows = await db
    .selectFrom('agenda_items')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'agenda_items.meeting_id')
    .select([
      'meetings.id as meeting_id',
      'meetings.title as meeting_title',
      'meetings.meeting_date',
      'meetings.status as meeting_status',
      'meetings.agenda_url',
      'meetings.minutes_url',
      'meetings.source_file',
      'agenda_items.item_number',
      'agenda_items.vote_result',
    ])
    .where('agenda_items.file_number', '=', fileNumber)
    .orderBy('meetings.meeting_date')
    .orderBy('meetings.id')
    .orderBy('agenda_items.position')
    .execute();
  return rows.map(({ source_file, ...r }) => ({
    ...r,
    // A structured source's meeting keeps the Council's page for it as its source (legistar-meeting.ts): a web
    // address is that page; a file name (a city read from PDFs) is not a link.
    council_page_url: source_file && /^https:\/\//.test(source_file) ? source_file : null,
    meeting_date: new Date(r.meeting_date).toISOString(),
    meeting_status: r.meeting_status as MatterMeeting['meeting_status'],
    vote_result: r.vote_result?.trim() ? r.vote_result : null,
  }));
}

/** Our meetings by the source's event id, and the per-member tallies by the source's event item id. */
async function recordLinks(db: Kysely<Database>, source: string, steps: StoredStep[]) {
  const eventIds = [...new Set(steps.flatMap((s) => (s.event_id == null ? [] : [String(s.event_id)])))];
  const meetings = new Map<string, number>();
  const tallies = new Map<string, StepTally>();
  if (eventIds.length === 0) return { meetings, tallies };
  const held = await db
    .selectFrom(publishedMeetings(db))
    .select(['id', 'upstream_id'])
    .where('upstream_source', '=', source)
    .where('upstream_id', 'in', eventIds)
    .execute();
  for (const m of held) meetings.set(m.upstream_id!, m.id);
  if (held.length === 0) return { meetings, tallies };
  const votes = await db
    .selectFrom('voting_records')
    .innerJoin('councilor_votes', 'councilor_votes.voting_record_id', 'voting_records.id')
    .select(['voting_records.id', 'voting_records.upstream_id', 'councilor_votes.vote'])
    .where('voting_records.meeting_id', 'in', held.map((m) => m.id))
    .where('voting_records.upstream_id', 'in', steps.map((s) => String(s.id)))
    .orderBy('voting_records.id')
    .execute();
  // One roll call per step: the first motion recorded on the event item.
  const firstRecord = new Map<string, number>();
  for (const v of votes) {
    const key = v.upstream_id!;
    if (!firstRecord.has(key)) firstRecord.set(key, v.id);
    if (firstRecord.get(key) !== v.id) continue;
    const tally = tallies.get(key) ?? { aye: 0, nay: 0, abstain: 0, absent: 0 };
    if (v.vote in tally) tally[v.vote as keyof StepTally] += 1;
    tallies.set(key, tally);
  }
  return { meetings, tallies };
}

/**
 * The council's own public page for the matter, from the city's address pattern (`{id}`, `{guid}`: decision 195)
 * and the source's ids; null without a pattern or without either id, never a guessed address.
 */
export function matterPageUrl(pattern: string | undefined, id: string, guid: string | null): string | null {
  if (!pattern || !guid || !/^\d+$/.test(id)) return null;
  return pattern.replace('{id}', encodeURIComponent(id)).replace('{guid}', encodeURIComponent(guid));
}

/**
 * The matter as the structured source keeps it, with its steps linked to our meetings; null when no source keeps
 * it. `pagePattern`: the city's address pattern of the council's page for a matter (matterPageUrl).
 */
export async function matterRecord(db: Kysely<Database>, fileNumber: string, pagePattern?: string): Promise<MatterRecord | null> {
  const row = await db
    .selectFrom('upstream_matters')
    .selectAll()
    .where('file_number', '=', fileNumber)
    .orderBy('updated_at', 'desc')
    // Rows written in one pass share that time: then the one the source changed last (PostgreSQL picked either).
    .orderBy('modified_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const steps = JSON.parse(row.history) as StoredStep[];
  const sponsors = (JSON.parse(row.sponsors) as StoredSponsor[])
    .filter((s) => s.name.trim() !== '')
    .map((s, index) => ({ ...s, index }))
    .sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity) || a.index - b.index);
  const links = await recordLinks(db, row.upstream_source, steps);
  return {
    type: row.type_name,
    name: row.name,
    title: row.title,
    status: row.status_name,
    version: versionMark(row.version),
    intro_date: day(row.intro_date),
    passed_date: day(row.passed_date),
    enactment_date: day(row.enactment_date),
    enactment_number: row.enactment_number?.trim() || null,
    council_page_url: matterPageUrl(pagePattern, row.upstream_id, row.guid),
    sponsors: sponsors.map((s, i) => ({ name: s.name, prime: i === 0 })),
    versions: [...new Set(steps.map((s) => versionMark(s.version)).filter((v): v is string => v !== null))],
    documents: (JSON.parse(row.attachments) as StoredDocument[])
      .map((d, index) => ({ ...d, index }))
      .filter((d) => /^https?:\/\//.test(d.url))
      .sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity) || a.index - b.index)
      .map((d) => ({ name: d.name, url: d.url })),
    steps: steps.map(
      (s): MatterStep => ({
        date: day(s.date),
        body: s.body,
        action: s.action,
        result: s.passed === 1 ? 'passed' : s.passed === 0 ? 'failed' : null,
        version: versionMark(s.version),
        meeting_id: s.event_id == null ? null : (links.meetings.get(String(s.event_id)) ?? null),
        tally: links.tallies.get(String(s.id)) ?? null,
      }),
    ),
  };
}

/** The dossier of a file number; undefined when neither the source nor any agenda of our record knows it. */
export async function matterDossier(db: Kysely<Database>, fileNumber: string, pagePattern?: string): Promise<MatterDossier | undefined> {
  const [matter, meetings] = await Promise.all([matterRecord(db, fileNumber, pagePattern), meetingsOf(db, fileNumber)]);
  if (!matter && meetings.length === 0) return undefined;
  const latestTitle = meetings.length > 0 ? await latestItemTitle(db, fileNumber) : null;
  return { file_number: fileNumber, title: matter?.name ?? matter?.title ?? latestTitle, matter, meetings };
}

async function latestItemTitle(db: Kysely<Database>, fileNumber: string): Promise<string | null> {
  const row = await db
    .selectFrom('agenda_items')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'agenda_items.meeting_id')
    .select('agenda_items.title')
    .where('agenda_items.file_number', '=', fileNumber)
    .orderBy('meetings.meeting_date', 'desc')
    .executeTakeFirst();
  return row?.title ?? null;
}
