/**
 * Reads the public record for the exports: each table of EXPORT_TABLES with exactly its columns, demo meetings
 * and everything hanging off them left out, values typed (booleans, lists) so every writer gets the same rows.
 * Columns are named one by one: a column added to a table later reaches no export until someone adds it here.
 */
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { ExportTable } from '#contract/data-exports.ts';
import { councilDistrictDivision } from '#contract/ocd.ts';
import { zonedIsoTime } from '#contract/time-zone.ts';
import type { CityConfig } from '#contract/city.ts';
import type { Database } from '../db/schema.ts';
import { storedPdfPath } from '../ingest/stored-pdfs/minutes-store.ts';
import { publishedMeetings } from '../meetings/public-record.ts';
import { itemKey } from '../meetings/item-key.ts';
import { allTallies } from '../speak-up/receipt-store.ts';

export type ExportValue = string | number | boolean | string[] | null;
export type ExportRow = Record<string, ExportValue>;
export type ExportRows = Record<ExportTable, ExportRow[]>;

export interface ExportContext {
  /** The city whose record is exported: its clock and its division ids. */
  city: CityConfig;
  dataDir: string;
  /** The site's public base URL (PUBLIC_URL), for page and PDF links. */
  publicUrl: string;
}

const list = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json || '[]');
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/** Our copy of the meeting's PDF when it is stored, else null (the city's link is `minutes_url`). */
export function storedPdfUrl(ctx: Pick<ExportContext, 'dataDir' | 'publicUrl'>, checksum: string | null): string | null {
  if (!checksum) return null;
  const file = storedPdfPath(ctx.dataDir, checksum);
  return file && fs.existsSync(file) ? `${ctx.publicUrl}/api/v1/files/minutes/${checksum}.pdf` : null;
}


async function meetings(db: Kysely<Database>, ctx: ExportContext): Promise<ExportRow[]> {
  const rows = await db
    .selectFrom(publishedMeetings(db))
    .select([
      'id', 'title', 'meeting_date', 'meeting_type', 'status', 'location', 'description', 'summary', 'detailed_summary', 'topics',
      'keywords', 'document_type', 'agenda_url', 'minutes_url', 'source_checksum', 'source', 'created_at', 'updated_at',
    ])
    .orderBy('id')
    .execute();
  return rows.map(({ source_checksum, topics, keywords, ...row }) => ({
    ...row,
    meeting_date_local: zonedIsoTime(new Date(row.meeting_date), ctx.city.timeZone),
    topics: list(topics),
    keywords: list(keywords),
    pdf_url: storedPdfUrl(ctx, source_checksum),
    page_url: `${ctx.publicUrl}/meetings/${row.id}`,
  }));
}

async function agendaItems(db: Kysely<Database>): Promise<ExportRow[]> {
  // Counted by the item's key, as the item page counts them: the minutes' items carry the agenda's count.
  const tallies = await allTallies(db);
  const rows = await db
    .selectFrom('agenda_items')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'agenda_items.meeting_id')
    .select([
      'agenda_items.id', 'agenda_items.meeting_id', 'agenda_items.position', 'agenda_items.item_number', 'agenda_items.file_number',
      'agenda_items.title', 'agenda_items.description', 'agenda_items.item_type', 'agenda_items.section', 'agenda_items.vote_required',
      'agenda_items.vote_result', 'agenda_items.page',
    ])
    .orderBy('agenda_items.id')
    .execute();
  return rows.map((row) => {
    const tally = tallies.get(`${row.meeting_id}:${itemKey(row)}`);
    return {
      ...row,
      vote_required: row.vote_required === 1,
      residents_wrote: tally?.residents ?? 0,
      residents_in_favour: tally?.support ?? 0,
      residents_against: tally?.oppose ?? 0,
      residents_with_questions: tally?.question ?? 0,
    };
  });
}

async function motions(db: Kysely<Database>): Promise<ExportRow[]> {
  return db
    .selectFrom('voting_records')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'voting_records.meeting_id')
    .leftJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id')
    .select([
      'voting_records.id', 'voting_records.meeting_id', 'voting_records.agenda_item_id', 'agenda_items.item_number',
      'voting_records.position', 'voting_records.motion', 'voting_records.motion_kind', 'voting_records.moved_by',
      'voting_records.seconded_by', 'voting_records.outcome', 'voting_records.page',
    ])
    .orderBy('voting_records.id')
    .execute();
}

async function votes(db: Kysely<Database>): Promise<ExportRow[]> {
  return db
    .selectFrom('councilor_votes')
    .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'voting_records.meeting_id')
    .select(['councilor_votes.voting_record_id as motion_id', 'voting_records.meeting_id', 'councilor_votes.councilor', 'councilor_votes.district', 'councilor_votes.vote'])
    .orderBy('councilor_votes.voting_record_id')
    .orderBy('councilor_votes.district')
    .orderBy('councilor_votes.councilor')
    .execute();
}

async function officials(db: Kysely<Database>): Promise<ExportRow[]> {
  // Contact details are left out on purpose (decision 015): no export carries an email or a phone number.
  return db.selectFrom('officials').select(['id', 'name', 'position', 'district', 'term_start', 'term_end', 'ocd_division_id']).orderBy('id').execute();
}

async function districts(db: Kysely<Database>, city: CityConfig): Promise<ExportRow[]> {
  const rows = await db.selectFrom('districts').select(['id', 'name', 'geometry']).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, ocd_division_id: councilDistrictDivision(city.ocdDivision, row.id), geometry: row.geometry }));
}

async function corrections(db: Kysely<Database>): Promise<ExportRow[]> {
  // Who made a correction (an account id) stays out; what changed and why is the public log (decision 007).
  return db
    .selectFrom('record_corrections')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'record_corrections.meeting_id')
    .select([
      'record_corrections.id', 'record_corrections.meeting_id', 'record_corrections.target', 'record_corrections.item_number',
      'record_corrections.vote_position', 'record_corrections.councilor', 'record_corrections.field', 'record_corrections.old_value',
      'record_corrections.new_value', 'record_corrections.note', 'record_corrections.created_at',
    ])
    .where('record_corrections.applied', '=', 1)
    .orderBy('record_corrections.id')
    .execute();
}

/**
 * The meetings' full text (the largest column, SQLite file only), a batch at a time in id order, so the build
 * never holds all of it: `readExportRows` leaves it out and the SQLite writer fills it in.
 */
export async function* fullTexts(db: Kysely<Database>, batch = 100): AsyncGenerator<{ id: number; full_text: string | null }[]> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom(publishedMeetings(db)).select(['id', 'full_text']).where('id', '>', after).orderBy('id').limit(batch).execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.id;
  }
}

/** Every public table's rows (but the meetings' full text), read in one transaction so the files of one export agree with each other. */
export async function readExportRows(db: Kysely<Database>, ctx: ExportContext): Promise<ExportRows> {
  return db.transaction().execute(async (trx) => ({
    meetings: await meetings(trx, ctx),
    agenda_items: await agendaItems(trx),
    motions: await motions(trx),
    votes: await votes(trx),
    officials: await officials(trx),
    districts: await districts(trx, ctx.city),
    corrections: await corrections(trx),
  }));
}
