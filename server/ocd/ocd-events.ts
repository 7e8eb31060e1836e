/**
 * Meetings as OCD events (with their agenda) and motions as OCD vote events (with counts and the roll call).
 * Demo meetings are never shown here. Every event and vote event names its page on Civic Commons and, when we
 * hold the minutes PDF, the page of the PDF it comes from.
 */
import type { Kysely } from 'kysely';
import type { CityConfig } from '#contract/city.ts';
import { itemAnchor } from '#contract/meetings.ts';
import type { OcdEvent, OcdVoteEvent } from '#contract/ocd.ts';
import type { Database } from '../db/schema.ts';
import { storedPdfUrl } from '../exports/export-rows.ts';
import { bodyOfMeeting } from './ocd-bodies.ts';
import { billOcdId } from './ocd-bills.ts';
import { ocdId } from './ocd-ids.ts';
import { motionKeysOf } from './record-id-reads.ts';
import { eventOcdId, voteOcdId } from '../meetings/record-ids.ts';
import { linkRollCallNames, officialRows } from './ocd-people.ts';
import { publishedMeetings } from '../meetings/public-record.ts';

export interface OcdEventContext {
  publicUrl: string;
  dataDir: string;
  /** The served city: its bodies and the hash of its ids. */
  city: CityConfig;
}

const STATUS: Record<string, OcdEvent['status']> = { scheduled: 'confirmed', completed: 'passed', cancelled: 'cancelled', postponed: 'tentative' };
const OPTION = { aye: 'yes', nay: 'no', abstain: 'abstain', absent: 'absent' } as const;
const RESULT: Record<string, OcdVoteEvent['result']> = { passed: 'pass', failed: 'fail' };

const MEETING_COLUMNS = ['id', 'title', 'description', 'summary', 'meeting_type', 'meeting_date', 'status', 'location', 'agenda_url', 'minutes_url', 'source_checksum', 'document_type', 'topics', 'upstream_source', 'upstream_id'] as const;
type MeetingPick = { upstream_source: string | null; upstream_id: string | null; id: number; title: string; description: string | null; summary: string | null; meeting_type: string; meeting_date: string; status: string; location: string | null; agenda_url: string | null; minutes_url: string | null; source_checksum: string | null; document_type: string; topics: string };

const pageUrl = (ctx: OcdEventContext, meetingId: number, itemNumber?: string | null) =>
  `${ctx.publicUrl}/meetings/${meetingId}${itemNumber ? `#${itemAnchor(itemNumber)}` : ''}`;
const pdfPage = (pdf: string | null, page: number | null) => (pdf && page ? `${pdf}#page=${page}` : null);
/** A stored link made absolute: ingestion keeps our own files as site paths ("/api/v1/files/..."), importers need a URL. */
const absoluteUrl = (ctx: OcdEventContext, url: string) => (url.startsWith('/') ? `${ctx.publicUrl}${url}` : url);
/** An instant as pupa's and Popolo's date-time pattern accepts it: seconds at most, no fraction ("…T22:00:00Z"). */
export const ocdDateTime = (iso: string) => iso.replace(/\.\d+(?=Z|[+-]\d{2}:?\d{2}$)/, '');

/** Non-demo meetings, newest first, and how many there are. */
export async function meetingPage(db: Kysely<Database>, page: { limit: number; skip: number }, id?: number) {
  let query = db.selectFrom(publishedMeetings(db));
  if (id !== undefined) query = query.where('id', '=', id);
  const [rows, total] = await Promise.all([
    query.select(MEETING_COLUMNS).orderBy('meeting_date', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.skip).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows as MeetingPick[], total: Number(total?.n ?? 0) };
}

export async function presentEvents(db: Kysely<Database>, meetings: MeetingPick[], ctx: OcdEventContext): Promise<OcdEvent[]> {
  const ids = meetings.map((m) => m.id);
  const items = ids.length
    ? await db.selectFrom('agenda_items').select(['meeting_id', 'item_number', 'title', 'description', 'item_type', 'vote_result', 'page', 'file_number']).where('meeting_id', 'in', ids).orderBy('meeting_id').orderBy('position').execute()
    : [];
  return meetings.map((m) => {
    const pdf = storedPdfUrl(ctx, m.source_checksum);
    const body = bodyOfMeeting(ctx.city, m.meeting_type);
    // The kept PDF is the document the meeting was last read from: its minutes, or (none yet) its agenda, which
    // is called an agenda (issue 50: it was listed as "Minutes"), and listed once when it is the agenda link too.
    const kept = m.document_type === 'minutes' ? 'Minutes, as kept by Civic Commons' : 'Agenda, as kept by Civic Commons';
    const agendaUrl = m.agenda_url ? absoluteUrl(ctx, m.agenda_url) : null;
    const documents = [
      ...(agendaUrl ? [{ note: 'Agenda', url: agendaUrl, media_type: 'application/pdf' }] : []),
      ...(m.minutes_url ? [{ note: 'Minutes', url: absoluteUrl(ctx, m.minutes_url), media_type: 'application/pdf' }] : []),
      ...(pdf && pdf !== agendaUrl ? [{ note: kept, url: pdf, media_type: 'application/pdf' }] : []),
    ];
    return {
      id: eventOcdId(ctx.city, m),
      name: m.title,
      description: m.description ?? '',
      classification: m.meeting_type,
      start_date: ocdDateTime(m.meeting_date),
      all_day: false,
      status: STATUS[m.status] ?? 'confirmed',
      location: m.location ? { name: m.location, note: '', coordinates: null } : null,
      participants: [{ name: body.name, type: 'organization' as const, note: 'host' }],
      documents,
      links: [{ url: pageUrl(ctx, m.id), note: 'The meeting on Civic Commons' }],
      sources: documents.length ? documents.map((d) => ({ url: d.url, note: d.note })) : [{ url: pageUrl(ctx, m.id), note: 'The meeting on Civic Commons' }],
      agenda: items
        .filter((i) => i.meeting_id === m.id)
        .map((i) => ({
          description: i.title,
          order: i.item_number,
          subjects: [],
          notes: i.description ? [i.description] : [],
          related_entities: i.file_number ? [{ type: 'bill', entity_type: 'bill' as const, bill_id: billOcdId(ctx.city, i.file_number), name: i.file_number, note: "the clerk's file number" }] : [],
          extras: { item_type: i.item_type, vote_result: i.vote_result, page: i.page, pdf_page_url: pdfPage(pdf, i.page) },
        })),
      extras: { civic_commons_id: m.id, page_url: pageUrl(ctx, m.id), summary: m.summary, topics: JSON.parse(m.topics || '[]') as string[] },
    };
  });
}

/** Motions of non-demo meetings, newest meeting first, with their roll calls. */
export async function voteEventPage(db: Kysely<Database>, page: { limit: number; skip: number }, filter: { id?: number; meetingId?: number }, ctx: OcdEventContext) {
  let query = db
    .selectFrom('voting_records')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'voting_records.meeting_id')
    .leftJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id');

  if (filter.id !== undefined) query = query.where('voting_records.id', '=', filter.id);
  if (filter.meetingId !== undefined) query = query.where('voting_records.meeting_id', '=', filter.meetingId);
  const [rows, total] = await Promise.all([
    query
      .select([
        'voting_records.id', 'voting_records.meeting_id', 'voting_records.motion', 'voting_records.motion_kind', 'voting_records.outcome', 'voting_records.moved_by',
        'voting_records.seconded_by', 'voting_records.page', 'meetings.meeting_date', 'meetings.meeting_type', 'meetings.source_checksum', 'meetings.minutes_url',
        'agenda_items.item_number', 'agenda_items.file_number', 'meetings.upstream_source', 'meetings.upstream_id',
      ])
      .orderBy('meetings.meeting_date', 'desc')
      .orderBy('voting_records.meeting_id', 'desc')
      .orderBy('voting_records.position')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const ids = rows.map((r) => r.id);
  // A motion's id names its order within its item, which only the whole meeting's motions tell.
  const motionKeys = await motionKeysOf(db, [...new Set(rows.map((r) => r.meeting_id))]);
  const votes = ids.length ? await db.selectFrom('councilor_votes').selectAll().where('voting_record_id', 'in', ids).orderBy('district').orderBy('councilor').execute() : [];
  const officials = await officialRows(db);
  // Only this page's roll-call names need linking to people, not every name on record.
  const printed = linkRollCallNames(officials, votes);
  const personOf = new Map([...printed].map(([officialId, name]) => [`${officials.find((o) => o.id === officialId)!.district}|${name}`, ocdId(ctx.city, 'person', officialId)]));

  const items: OcdVoteEvent[] = rows.map((r) => {
    const pdf = storedPdfUrl(ctx, r.source_checksum);
    const roll = votes.filter((v) => v.voting_record_id === r.id);
    const body = bodyOfMeeting(ctx.city, r.meeting_type);
    const pdfPageUrl = pdfPage(pdf, r.page);
    const options = ['yes', 'no', 'abstain', 'absent'] as const;
    return {
      id: voteOcdId(ctx.city, r, motionKeys.get(r.id)!),
      identifier: r.item_number ?? '',
      motion_text: r.motion,
      motion_classification: [r.motion_kind],
      start_date: ocdDateTime(r.meeting_date),
      ...(RESULT[r.outcome] ? { result: RESULT[r.outcome] } : {}),
      organization: body.name,
      organization_id: body.id,
      event_id: eventOcdId(ctx.city, r),
      bill: r.file_number ?? null,
      counts: options.map((option) => ({ option, value: roll.filter((v) => OPTION[v.vote as keyof typeof OPTION] === option).length })),
      votes: roll.map((v) => {
        const voterId = personOf.get(`${v.district}|${v.councilor}`);
        return { option: OPTION[v.vote as keyof typeof OPTION], voter_name: v.councilor, ...(voterId ? { voter_id: voterId } : {}), note: v.district ? `District ${v.district}` : '' };
      }),
      sources: [
        ...(pdfPageUrl ? [{ url: pdfPageUrl, note: 'The roll call in the minutes PDF' }] : r.minutes_url ? [{ url: absoluteUrl(ctx, r.minutes_url), note: 'The minutes' }] : []),
        { url: pageUrl(ctx, r.meeting_id, r.item_number), note: 'The vote on Civic Commons' },
      ],
      extras: { civic_commons_id: r.id, outcome: r.outcome, moved_by: r.moved_by, seconded_by: r.seconded_by, page: r.page, page_url: pageUrl(ctx, r.meeting_id, r.item_number), pdf_page_url: pdfPageUrl },
    };
  });
  return { items, total: Number(total?.n ?? 0) };
}
