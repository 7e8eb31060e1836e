/**
 * Reading and writing meetings with everything that belongs to them (topics, keywords, agenda items, votes,
 * search text). Writes go through `saveMeeting` only, which keeps `is_listed` and the search index in step.
 */
import type { Kysely } from 'kysely';
import type {
  AgendaItemType,
  DocumentType,
  MeetingStatus,
  MeetingType,
  VoteChoice,
  VoteOutcome,
} from '../../contract/enums.ts';
import type { ListMeetingsQuery, MeetingSummary } from '../../contract/meetings.ts';
import { endOfZonedDayExclusive, startOfZonedDay } from '../../contract/time-zone.ts';
import type { Database } from '../db/schema.ts';
import { indexMeetingText, matchingMeetings, snippetsFor } from '../db/search.ts';
import { presentMeetingSummary } from '../presenters/meeting.ts';
import { passesListingRule } from './meeting-listing-rule.ts';

/** Everything needed to write a meeting, as produced by the seed and by ingestion. */
export interface MeetingInput {
  title: string;
  description?: string | null;
  meeting_date: string;
  location?: string | null;
  meeting_type: MeetingType;
  status: MeetingStatus;
  summary?: string | null;
  detailed_summary?: string | null;
  keywords?: string[];
  topics?: string[];
  document_type: DocumentType;
  agenda_url?: string | null;
  minutes_url?: string | null;
  source?: string | null;
  image_paths?: string[];
  full_text?: string | null;
  source_checksum?: string | null;
  source_file?: string | null;
  agenda_items?: AgendaItemInput[];
  voting_records?: VotingRecordInput[];
}

export interface AgendaItemInput {
  item_number: string;
  title: string;
  description?: string | null;
  item_type: AgendaItemType;
  section?: string | null;
  vote_required?: boolean;
  vote_result?: string | null;
}

export interface VotingRecordInput {
  /** The agenda item's `item_number`, linking the vote to its item. */
  item_number?: string | null;
  motion: string;
  moved_by?: string | null;
  seconded_by?: string | null;
  outcome: VoteOutcome;
  votes: { councilor: string; district: number | null; vote: VoteChoice }[];
}

/**
 * Inserts a meeting, or replaces the one with `existingId` in place (same id, children rewritten), in one
 * transaction: a failure leaves nothing half-written.
 */
export async function saveMeeting(
  db: Kysely<Database>,
  input: MeetingInput,
  options: { now: Date; existingId?: number },
): Promise<number> {
  const now = options.now.toISOString();
  const keywords = dedupe(input.keywords ?? []);
  const topics = dedupe(input.topics ?? []);
  const items = input.agenda_items ?? [];
  const votes = input.voting_records ?? [];
  const columns = {
    title: input.title,
    description: input.description ?? null,
    meeting_date: new Date(input.meeting_date).toISOString(),
    location: input.location ?? null,
    meeting_type: input.meeting_type,
    status: input.status,
    summary: input.summary ?? null,
    detailed_summary: input.detailed_summary ?? null,
    keywords: JSON.stringify(keywords),
    topics: JSON.stringify(topics),
    document_type: input.document_type,
    agenda_url: input.agenda_url ?? null,
    minutes_url: input.minutes_url ?? null,
    source: input.source ?? null,
    image_paths: JSON.stringify(input.image_paths ?? []),
    full_text: input.full_text ?? null,
    source_checksum: input.source_checksum ?? null,
    source_file: input.source_file ?? null,
    is_listed: passesListingRule({
      summary: input.summary ?? null,
      detailed_summary: input.detailed_summary ?? null,
      keywords,
      topics,
      votingRecordCount: votes.length,
    })
      ? 1
      : 0,
    updated_at: now,
  };

  return db.transaction().execute(async (trx) => {
    let meetingId: number;
    if (options.existingId !== undefined) {
      meetingId = options.existingId;
      await trx.updateTable('meetings').set(columns).where('id', '=', meetingId).execute();
      await trx.deleteFrom('meeting_topics').where('meeting_id', '=', meetingId).execute();
      await trx.deleteFrom('meeting_keywords').where('meeting_id', '=', meetingId).execute();
      await trx.deleteFrom('voting_records').where('meeting_id', '=', meetingId).execute();
      await trx.deleteFrom('agenda_items').where('meeting_id', '=', meetingId).execute();
    } else {
      const row = await trx
        .insertInto('meetings')
        .values({ ...columns, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      meetingId = row.id;
    }

    if (topics.length > 0) {
      await trx
        .insertInto('meeting_topics')
        .values(topics.map((topic, position) => ({ meeting_id: meetingId, topic, position })))
        .execute();
    }
    if (keywords.length > 0) {
      await trx
        .insertInto('meeting_keywords')
        .values(keywords.map((keyword, position) => ({ meeting_id: meetingId, keyword, position })))
        .execute();
    }

    const itemIds = new Map<string, number>();
    for (const [position, item] of items.entries()) {
      const row = await trx
        .insertInto('agenda_items')
        .values({
          meeting_id: meetingId,
          position,
          item_number: item.item_number,
          title: item.title,
          description: item.description ?? null,
          item_type: item.item_type,
          section: item.section ?? null,
          vote_required: item.vote_required ? 1 : 0,
          vote_result: item.vote_result ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!itemIds.has(item.item_number)) itemIds.set(item.item_number, row.id);
    }

    for (const [position, record] of votes.entries()) {
      const row = await trx
        .insertInto('voting_records')
        .values({
          meeting_id: meetingId,
          agenda_item_id: record.item_number ? (itemIds.get(record.item_number) ?? null) : null,
          position,
          motion: record.motion,
          moved_by: record.moved_by ?? null,
          seconded_by: record.seconded_by ?? null,
          outcome: record.outcome,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roll = dedupeBy(record.votes, (v) => v.councilor);
      if (roll.length > 0) {
        await trx
          .insertInto('councilor_votes')
          .values(roll.map((v) => ({ voting_record_id: row.id, councilor: v.councilor, district: v.district, vote: v.vote })))
          .execute();
      }
    }

    await indexMeetingText(trx, {
      meetingId,
      title: input.title,
      summary: input.summary ?? '',
      body: [
        input.detailed_summary ?? '',
        ...items.map((i) => `${i.item_number} ${i.title} ${i.description ?? ''}`),
        input.full_text ?? '',
      ].join('\n'),
    });
    return meetingId;
  });
}

export interface ListMeetingsOptions {
  timeZone: string;
}

/** The meetings list: filters, the listing rule, ranked search with snippets, newest first otherwise. */
export async function listMeetings(
  db: Kysely<Database>,
  query: ListMeetingsQuery,
  options: ListMeetingsOptions,
): Promise<{ items: MeetingSummary[]; total: number }> {
  const search = query.q ? matchingMeetings(db, query.q) : null;
  let base = db.selectFrom('meetings');
  if (search) base = base.innerJoin(search, (join) => join.onRef('s.meeting_id', '=', 'meetings.id')) as typeof base;
  const filtered = base
    .$if(query.include_unsummarized !== 'true', (qb) => qb.where('meetings.is_listed', '=', 1))
    .$if(query.status !== undefined, (qb) => qb.where('meetings.status', '=', query.status!))
    .$if(query.meeting_type !== undefined, (qb) => qb.where('meetings.meeting_type', '=', query.meeting_type!))
    .$if(query.from !== undefined, (qb) =>
      qb.where('meetings.meeting_date', '>=', startOfZonedDay(query.from!, options.timeZone).toISOString()),
    )
    .$if(query.to !== undefined, (qb) =>
      qb.where('meetings.meeting_date', '<', endOfZonedDayExclusive(query.to!, options.timeZone).toISOString()),
    )
    .$if(query.topic !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('meeting_topics')
            .select('meeting_topics.meeting_id')
            .whereRef('meeting_topics.meeting_id', '=', 'meetings.id')
            .where('meeting_topics.topic', '=', query.topic!),
        ),
      ),
    );

  const totalRow = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(totalRow?.total ?? 0);
  if (total === 0 || query.skip >= total) return { items: [], total };

  let page = filtered
    .select([
      'meetings.id',
      'meetings.title',
      'meetings.description',
      'meetings.meeting_date',
      'meetings.location',
      'meetings.meeting_type',
      'meetings.status',
      'meetings.summary',
      'meetings.detailed_summary',
      'meetings.keywords',
      'meetings.topics',
      'meetings.document_type',
      'meetings.agenda_url',
      'meetings.minutes_url',
      'meetings.source',
      'meetings.image_paths',
      'meetings.source_checksum',
      'meetings.source_file',
      'meetings.is_listed',
      'meetings.created_at',
      'meetings.updated_at',
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('voting_records').select('voting_records.id').whereRef('voting_records.meeting_id', '=', 'meetings.id'))
        .as('has_votes'),
    );
  page = search
    ? (page as any).orderBy('s.rank', 'asc').orderBy('meetings.meeting_date', 'desc')
    : page.orderBy('meetings.meeting_date', 'desc');
  const rows = await page.orderBy('meetings.id', 'desc').limit(query.limit).offset(query.skip).execute();

  const items = rows.map((row) => presentMeetingSummary(row as Parameters<typeof presentMeetingSummary>[0]));
  if (query.q && search) {
    const snippets = await snippetsFor(db, query.q, items.map((m) => m.id));
    for (const item of items) {
      const snippet = snippets.get(item.id);
      if (snippet && snippet.length > 0) item.snippet = snippet;
    }
  }
  return { items, total };
}

function dedupe(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

function dedupeBy<T>(values: T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(key(v)) ? false : (seen.add(key(v)), true)));
}
