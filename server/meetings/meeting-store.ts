/**
 * Writing meetings with everything that belongs to them (topics, keywords, agenda items, votes). Writes go through
 * `saveMeeting` only, which keeps `is_listed` in step and runs the "meeting saved" steps other domains register
 * (record-steps.ts: places, search text, corrections, tallies) in the same transaction. The list: meeting-list.ts.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AgendaItemInput, MeetingInput, VotingRecordInput } from './meeting-input.ts';
import type { CityContext } from '#city/context.ts';
import type { Database, MeetingsTable } from '../db/schema.ts';
import { recordMeetingSource } from './meeting-sources.ts';
import { listingFlag } from './meeting-listing-rule.ts';
import { bumpMeetingsVersion } from './meetings-version.ts';
import { noteRecordChange } from './record-changes.ts';
import { runMeetingSavedSteps } from './record-steps.ts';

export type { AgendaItemInput, MeetingInput, VotingRecordInput } from './meeting-input.ts';

/**
 * Inserts a meeting, or replaces the one with `existingId` in place (same id, children rewritten), in one
 * transaction: a failure leaves nothing half-written. Its items' places are put on `city`'s map.
 */
export async function saveMeeting(
  db: Kysely<Database>,
  input: MeetingInput,
  options: { now: Date; existingId?: number; city: CityContext },
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
    is_listed: listingFlag({
      summary: input.summary ?? null,
      detailed_summary: input.detailed_summary ?? null,
      keywords,
      topics,
      votingRecordCount: votes.length,
    }),
    is_demo: input.is_demo ? 1 : 0,
    // Written only for a record from a structured source, so a PDF's meeting can still be saved at a schema before
    // migration 040 (the migrations' tests do); a re-read of a PDF never clears an upstream id.
    ...(input.upstream ? { upstream_source: input.upstream.source, upstream_id: input.upstream.id } : {}),
    updated_at: now,
  };

  const id = await db.transaction().execute(async (trx) => {
    const meetingId = await writeMeetingRow(trx, columns, { announced: input.announced, existingId: options.existingId, now });
    if (columns.source_checksum) {
      await recordMeetingSource(trx, { checksum: columns.source_checksum, meetingId, fileName: columns.source_file, readAt: now });
    }
    await writeTerms(trx, meetingId, topics, keywords);
    const itemIds = await writeAgendaItems(trx, meetingId, items);
    const voteIds = await writeVotingRecords(trx, meetingId, votes, itemIds.byNumber);
    await linkDecidingVotes(trx, items, votes, { itemIds: itemIds.inOrder, voteIds });
    // Places, search text, corrections, tallies, Spanish text: each domain's own step (record-steps.ts).
    await runMeetingSavedSteps({ trx, meetingId, input, itemIds: itemIds.inOrder, row: columns, city: options.city, now: options.now });
    await noteRecordChange(db, options.now, trx);
    return meetingId;
  });
  bumpMeetingsVersion();
  return id;
}

type MeetingColumns = Omit<Insertable<MeetingsTable>, 'created_at' | 'announced'>;

/** Updates the meeting in place (its children deleted, to be written again) or inserts it; returns its id. */
async function writeMeetingRow(
  trx: Transaction<Database>,
  columns: MeetingColumns,
  options: { announced: boolean | undefined; existingId: number | undefined; now: string },
): Promise<number> {
  if (options.existingId !== undefined) {
    const meetingId = options.existingId;
    // Any agenda or minutes written over a meeting the notice announced clears the mark.
    await trx.updateTable('meetings').set({ ...columns, announced: options.announced ? 1 : 0 }).where('id', '=', meetingId).execute();
    await trx.deleteFrom('meeting_topics').where('meeting_id', '=', meetingId).execute();
    await trx.deleteFrom('meeting_keywords').where('meeting_id', '=', meetingId).execute();
    await trx.deleteFrom('voting_records').where('meeting_id', '=', meetingId).execute();
    await trx.deleteFrom('agenda_items').where('meeting_id', '=', meetingId).execute();
    return meetingId;
  }
  const row = await trx
    .insertInto('meetings')
    // The column's default (0) says the rest, so rows can still be written at a schema before migration 034.
    .values({ ...columns, ...(options.announced ? { announced: 1 } : {}), created_at: options.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The meeting's topics and keywords, in their order. */
async function writeTerms(trx: Transaction<Database>, meetingId: number, topics: string[], keywords: string[]): Promise<void> {
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
}

/** The agenda items; returns their ids in order, and each item number's (first) item id, for the votes to link to. */
async function writeAgendaItems(
  trx: Transaction<Database>,
  meetingId: number,
  items: AgendaItemInput[],
): Promise<{ inOrder: number[]; byNumber: Map<string, number> }> {
  const itemIds = new Map<string, number>();
  const inOrder: number[] = [];
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
        page: item.page ?? null,
        file_number: item.file_number ?? null,
        ...(item.upstream_id ? { upstream_id: item.upstream_id } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    inOrder.push(row.id);
    if (!itemIds.has(item.item_number)) itemIds.set(item.item_number, row.id);
  }
  return { inOrder, byNumber: itemIds };
}

/** The motions, each linked to its agenda item, with its roll call (one vote per councilor); returns their ids in order. */
async function writeVotingRecords(
  trx: Transaction<Database>,
  meetingId: number,
  votes: VotingRecordInput[],
  itemIds: Map<string, number>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [position, record] of votes.entries()) {
    const row = await trx
      .insertInto('voting_records')
      .values({
        meeting_id: meetingId,
        agenda_item_id: record.item_number ? (itemIds.get(record.item_number) ?? null) : null,
        position,
        motion: record.motion,
        motion_kind: record.motion_kind ?? 'other',
        page: record.page ?? null,
        moved_by: record.moved_by ?? null,
        seconded_by: record.seconded_by ?? null,
        outcome: record.outcome,
        ...(record.upstream_id ? { upstream_id: record.upstream_id } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    const roll = dedupeBy(record.votes, (v) => v.councilor);
    if (roll.length > 0) {
      await trx
        .insertInto('councilor_votes')
        .values(
          roll.map((v) => ({
            voting_record_id: row.id,
            councilor: v.councilor,
            district: v.district,
            vote: v.vote,
            // Every row of one insert names the same columns: a structured source's roll call names them all.
            ...(record.upstream_id ? { upstream_person_id: v.upstream_person_id ?? null, upstream_value: v.upstream_value ?? null } : {}),
          })),
        )
        .execute();
    }
  }
  return ids;
}

/**
 * The motion that decided each item, where the source names it or a motion's own list of items does (its result
 * is theirs, meeting-input.ts): an item a motion decided among others then shows that motion's tally too.
 */
async function linkDecidingVotes(
  trx: Transaction<Database>,
  items: AgendaItemInput[],
  votes: VotingRecordInput[],
  ids: { itemIds: number[]; voteIds: number[] },
): Promise<void> {
  for (const [index, item] of items.entries()) {
    const decider = item.decided_by !== undefined ? item.decided_by : listedDecider(item, votes);
    const voteId = decider === null ? undefined : ids.voteIds[decider];
    if (voteId === undefined) continue;
    await trx.updateTable('agenda_items').set({ decided_by_vote_id: voteId }).where('id', '=', ids.itemIds[index]!).execute();
  }
}

/** The last motion whose list names the item and whose outcome is the item's result; null when none does. */
function listedDecider(item: AgendaItemInput, votes: VotingRecordInput[]): number | null {
  if (!item.vote_result) return null;
  const index = votes.findLastIndex((v) => v.outcome === item.vote_result && (v.item_numbers ?? []).includes(item.item_number));
  return index < 0 ? null : index;
}

function dedupe(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

function dedupeBy<T>(values: T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(key(v)) ? false : (seen.add(key(v)), true)));
}
