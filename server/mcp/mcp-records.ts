/**
 * What the MCP tools answer (decision 016): read-only views of the public record, demo meetings left out, each
 * result with the URL of its page on the site (PUBLIC_URL) and, when we hold the minutes PDF and know the page,
 * the URL of that page of the PDF. An assistant can quote a result and send the reader to where it is printed.
 */
import type { Kysely } from 'kysely';
import { itemAnchor, listMeetingsQuerySchema, type VotingRecord } from '#contract/meetings.ts';
import type { CityContext } from '#city/context.ts';
import { zonedIsoTime } from '#contract/time-zone.ts';
import type { Database } from '../db/schema.ts';
import { storedPdfUrl } from '../exports/export-rows.ts';
import { getMeetingDetail } from '../meetings/meeting-reads.ts';
import { listMeetings } from '../meetings/meeting-list.ts';
import { namesOfficial, officialRows, rollCallNames } from '../ocd/ocd-people.ts';
import { meetingsIncludingDemo, publishedMeetings } from '../meetings/public-record.ts';

export interface RecordContext {
  db: Kysely<Database>;
  /** The city whose record this is (its configuration, and its rules for the items' plain lines). */
  city: CityContext;
  publicUrl: string;
  dataDir: string;
  /** The moment meetings' states are told at (the app's clock). */
  now: () => Date;
}

const meetingUrl = (ctx: RecordContext, id: number, itemNumber?: string | null) => `${ctx.publicUrl}/meetings/${id}${itemNumber ? `#${itemAnchor(itemNumber)}` : ''}`;
/** Our own files are stored as site paths ("/api/v1/files/..."); an assistant outside the site needs a URL (issue 34). */
/** The meeting's time on the city's wall clock with its offset, as the REST API's `meeting_date_local` (issue 50: MCP gave UTC only). */
const localTime = (ctx: RecordContext, meetingDate: string) => zonedIsoTime(new Date(meetingDate), ctx.city.config.timeZone);
const absoluteUrl = (ctx: RecordContext, url: string | null) => (url?.startsWith('/') ? `${ctx.publicUrl}${url}` : url);
const pdfPageUrl = (pdf: string | null, page: number | null) => (pdf && page ? `${pdf}#page=${page}` : null);

async function checksumOf(ctx: RecordContext, meetingId: number) {
  const row = await ctx.db.selectFrom(meetingsIncludingDemo(ctx.db)).select(['source_checksum', 'is_demo']).where('id', '=', meetingId).executeTakeFirst();
  return row ? { pdf: storedPdfUrl(ctx, row.source_checksum), demo: row.is_demo === 1 } : null;
}

/** The most meetings one search_meetings page holds. */
export const SEARCH_PAGE_MAX = 20;

/**
 * A page's cursor: opaque to the client (MCP's own paging convention), here the number of meetings before the
 * page. Null when `cursor` is not one we gave, so the tool can refuse it in words.
 */
export function encodeSearchCursor(skip: number): string {
  return Buffer.from(`skip:${skip}`).toString('base64url');
}
export function decodeSearchCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  const skip = /^skip:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1];
  return skip !== undefined && Number(skip) <= 1_000_000 ? Number(skip) : null;
}

/**
 * One page of the meetings matching words, best first, `limit` of them after `skip`; never a demo meeting. The
 * order is the REST list's (rank, then newest, then id), so pages follow one another with no gap or overlap.
 */
export async function searchMeetings(ctx: RecordContext, input: { query: string; from?: string; to?: string; limit: number; skip?: number }) {
  const skip = input.skip ?? 0;
  const query = listMeetingsQuerySchema.parse({ q: input.query, from: input.from, to: input.to, limit: String(input.limit), skip: String(skip), include_unsummarized: 'true' });
  const { items, total, total_capped } = await listMeetings(ctx.db, query, { city: ctx.city, now: ctx.now(), withoutDemo: true });
  const meetings = await Promise.all(
    items.map(async (m) => ({
      id: m.id,
      title: m.title,
      meeting_date: m.meeting_date,
      meeting_date_local: localTime(ctx, m.meeting_date),
      meeting_type: m.meeting_type,
      status: m.status,
      summary: m.summary,
      match: m.snippet?.map((part) => part.text).join('') ?? null,
      url: meetingUrl(ctx, m.id),
      pdf_url: (await checksumOf(ctx, m.id))?.pdf ?? null,
    })),
  );
  const more = skip + items.length < total;
  return { query: input.query, total, total_capped: total_capped ?? false, meetings, more, next_cursor: more ? encodeSearchCursor(skip + items.length) : null };
}

const countsOf = (votes: VotingRecord['votes']) => ({
  aye: votes.filter((v) => v.vote === 'aye').length,
  nay: votes.filter((v) => v.vote === 'nay').length,
  abstain: votes.filter((v) => v.vote === 'abstain').length,
  absent: votes.filter((v) => v.vote === 'absent').length,
});

/** One meeting with its agenda and votes, or null when the public record has no such meeting. */
export async function getMeeting(ctx: RecordContext, meetingId: number) {
  const source = await checksumOf(ctx, meetingId);
  if (!source || source.demo) return null;
  const m = (await getMeetingDetail(ctx.db, meetingId, ctx.now(), ctx.city))!;
  return {
    id: m.id,
    title: m.title,
    meeting_date: m.meeting_date,
    meeting_date_local: localTime(ctx, m.meeting_date),
    meeting_type: m.meeting_type,
    status: m.status,
    location: m.location,
    summary: m.summary,
    url: meetingUrl(ctx, m.id),
    pdf_url: source.pdf,
    agenda_url: absoluteUrl(ctx, m.agenda_url),
    minutes_url: absoluteUrl(ctx, m.minutes_url),
    agenda_items: m.agenda_items.map((i) => ({
      item_number: i.item_number,
      title: i.title,
      file_number: i.file_number,
      vote_result: i.vote_result,
      page: i.page,
      url: meetingUrl(ctx, m.id, i.item_number),
      pdf_page_url: pdfPageUrl(source.pdf, i.page),
    })),
    votes: m.voting_records.map((r) => ({
      item_number: r.item_number,
      motion: r.motion,
      outcome: r.outcome,
      moved_by: r.moved_by,
      seconded_by: r.seconded_by,
      counts: countsOf(r.votes),
      roll_call: r.votes,
      page: r.page,
      url: meetingUrl(ctx, m.id, r.item_number),
      pdf_page_url: pdfPageUrl(source.pdf, r.page),
    })),
  };
}

/** How a councilor (by roll-call name, or the holders of a district's seat) voted, newest first. */
/**
 * The name the roll calls print for `typed`, as an assistant may pass it ("lakin", "Phil Lakin", "Lori Decter
 * Wright"): a printed name equal to it (case, hyphen and spacing aside), else the printed name linked to the one
 * official whose full name holds it. Null when the record knows no such councilor: never an empty answer that
 * would read as "never voted".
 */
export async function rollCallNameOf(db: Kysely<Database>, typed: string): Promise<string | null> {
  const key = (name: string) => name.toLowerCase().split(/[^a-z']+/).filter(Boolean).join(' ');
  const printed = await db
    .selectFrom('councilor_votes')
    .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'voting_records.meeting_id')
    .select('councilor_votes.councilor')
    .distinct()
    .execute();
  const same = printed.find((p) => key(p.councilor) === key(typed));
  if (same) return same.councilor;
  const officials = (await officialRows(db)).filter((o) => namesOfficial(typed, o.name));
  const linked = await rollCallNames(db, officials);
  const names = [...new Set(linked.values())];
  return names.length === 1 ? names[0]! : null;
}

export async function councilorVotes(ctx: RecordContext, input: { councilor?: string; district?: number; limit: number }) {
  let base = ctx.db
    .selectFrom('councilor_votes')
    .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
    .innerJoin(publishedMeetings(ctx.db), 'meetings.id', 'voting_records.meeting_id');
  if (input.councilor) base = base.where('councilor_votes.councilor', '=', input.councilor);
  if (input.district !== undefined) base = base.where('councilor_votes.district', '=', input.district);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id')
      .select([
        'meetings.id as meeting_id', 'meetings.title as meeting_title', 'meetings.meeting_date', 'meetings.source_checksum', 'agenda_items.item_number',
        'agenda_items.title as item_title', 'voting_records.motion', 'voting_records.outcome', 'voting_records.page', 'councilor_votes.councilor',
        'councilor_votes.district', 'councilor_votes.vote',
      ])
      .orderBy('meetings.meeting_date', 'desc')
      .orderBy('voting_records.position')
      .limit(input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    councilor: input.councilor ?? null,
    district: input.district ?? null,
    total: Number(total?.n ?? 0),
    votes: rows.map((r) => ({
      meeting_id: r.meeting_id,
      meeting_title: r.meeting_title,
      meeting_date: r.meeting_date,
      meeting_date_local: localTime(ctx, r.meeting_date),
      item_number: r.item_number,
      item_title: r.item_title,
      motion: r.motion,
      outcome: r.outcome,
      councilor: r.councilor,
      district: r.district,
      vote: r.vote,
      url: meetingUrl(ctx, r.meeting_id, r.item_number),
      pdf_page_url: pdfPageUrl(storedPdfUrl(ctx, r.source_checksum), r.page),
    })),
  };
}

/** Every appearance of a matter (the clerk's file number) at a meeting, oldest first, with the motions on it. */
export async function itemHistory(ctx: RecordContext, fileNumber: string) {
  const items = await ctx.db
    .selectFrom('agenda_items')
    .innerJoin(publishedMeetings(ctx.db), 'meetings.id', 'agenda_items.meeting_id')
    .select([
      'agenda_items.id', 'agenda_items.item_number', 'agenda_items.title', 'agenda_items.vote_result', 'agenda_items.page', 'meetings.id as meeting_id',
      'meetings.title as meeting_title', 'meetings.meeting_date', 'meetings.status as meeting_status', 'meetings.source_checksum',
    ])
    .where('agenda_items.file_number', '=', fileNumber)
    .orderBy('meetings.meeting_date')
    .orderBy('agenda_items.position')
    .execute();
  const ids = items.map((i) => i.id);
  const motions = ids.length
    ? await ctx.db.selectFrom('voting_records').select(['id', 'agenda_item_id', 'motion', 'outcome', 'page']).where('agenda_item_id', 'in', ids).orderBy('position').execute()
    : [];
  return {
    file_number: fileNumber,
    appearances: items.map((i) => {
      const pdf = storedPdfUrl(ctx, i.source_checksum);
      return {
        meeting_id: i.meeting_id,
        meeting_title: i.meeting_title,
        meeting_date: i.meeting_date,
        meeting_date_local: localTime(ctx, i.meeting_date),
        meeting_status: i.meeting_status,
        item_number: i.item_number,
        title: i.title,
        vote_result: i.vote_result,
        url: meetingUrl(ctx, i.meeting_id, i.item_number),
        pdf_page_url: pdfPageUrl(pdf, i.page),
        motions: motions.filter((m) => m.agenda_item_id === i.id).map((m) => ({ motion: m.motion, outcome: m.outcome, pdf_page_url: pdfPageUrl(pdf, m.page) })),
      };
    }),
  };
}
