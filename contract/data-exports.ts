/**
 * Bulk exports of the public record (issue 18, decision 015): which files there are, the columns of each, and
 * the manifest `GET /api/v1/data/exports` answers. One list serves the writer (column order, SQLite types), the
 * /data page (a table per file) and the tests (no private column anywhere).
 */
import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './common.ts';

/** How a column is written: integers, text, ISO-8601 UTC date-times, 0/1 flags, and lists (JSON arrays). */
export const exportColumnTypeSchema = z.enum(['integer', 'text', 'date-time', 'boolean', 'list']);
export type ExportColumnType = z.infer<typeof exportColumnTypeSchema>;

export interface ExportColumn {
  name: string;
  type: ExportColumnType;
  /** Only in the SQLite file (a large text the spreadsheet files leave out). */
  sqliteOnly?: boolean;
}

const col = (name: string, type: ExportColumnType, sqliteOnly = false): ExportColumn => ({ name, type, ...(sqliteOnly ? { sqliteOnly } : {}) });

/**
 * The tables of the public record, in the order of the SQLite file. The first four are also CSV and JSON files.
 * Emails, phone numbers, accounts, subscriptions, tokens and the outbox are in none of them; demo meetings neither.
 */
export const EXPORT_TABLES = {
  meetings: [
    col('id', 'integer'),
    col('title', 'text'),
    col('meeting_date', 'date-time'),
    col('meeting_date_local', 'text'),
    col('meeting_type', 'text'),
    col('status', 'text'),
    col('location', 'text'),
    col('description', 'text'),
    col('summary', 'text'),
    col('detailed_summary', 'text'),
    col('topics', 'list'),
    col('keywords', 'list'),
    col('document_type', 'text'),
    col('agenda_url', 'text'),
    col('minutes_url', 'text'),
    col('pdf_url', 'text'),
    col('page_url', 'text'),
    col('source', 'text'),
    col('full_text', 'text', true),
    col('created_at', 'date-time'),
    col('updated_at', 'date-time'),
  ],
  agenda_items: [
    col('id', 'integer'),
    col('meeting_id', 'integer'),
    col('position', 'integer'),
    col('item_number', 'text'),
    col('file_number', 'text'),
    col('title', 'text'),
    col('description', 'text'),
    col('item_type', 'text'),
    col('section', 'text'),
    col('vote_required', 'boolean'),
    col('vote_result', 'text'),
    col('page', 'integer'),
    // Residents who wrote about the item through speak up and agreed to be counted, each once (issue 49).
    col('residents_wrote', 'integer'),
    col('residents_in_favour', 'integer'),
    col('residents_against', 'integer'),
    col('residents_with_questions', 'integer'),
  ],
  motions: [
    col('id', 'integer'),
    col('meeting_id', 'integer'),
    col('agenda_item_id', 'integer'),
    col('item_number', 'text'),
    col('position', 'integer'),
    col('motion', 'text'),
    col('motion_kind', 'text'),
    col('moved_by', 'text'),
    col('seconded_by', 'text'),
    col('outcome', 'text'),
    col('page', 'integer'),
  ],
  votes: [col('motion_id', 'integer'), col('meeting_id', 'integer'), col('councilor', 'text'), col('district', 'integer'), col('vote', 'text')],
  officials: [
    col('id', 'integer'),
    col('name', 'text'),
    col('position', 'text'),
    col('district', 'integer'),
    col('term_start', 'text'),
    col('term_end', 'text'),
    col('ocd_division_id', 'text'),
  ],
  districts: [col('id', 'integer'), col('name', 'text'), col('ocd_division_id', 'text'), col('geometry', 'text')],
  corrections: [
    col('id', 'integer'),
    col('meeting_id', 'integer'),
    col('target', 'text'),
    col('item_number', 'text'),
    col('vote_position', 'integer'),
    col('councilor', 'text'),
    col('field', 'text'),
    col('old_value', 'text'),
    col('new_value', 'text'),
    col('note', 'text'),
    col('created_at', 'date-time'),
  ],
} as const satisfies Record<string, readonly ExportColumn[]>;

export type ExportTable = keyof typeof EXPORT_TABLES;
export const EXPORT_TABLE_NAMES = Object.keys(EXPORT_TABLES) as ExportTable[];

/** The tables also published as CSV and JSON files. */
export const SPREADSHEET_TABLES = ['meetings', 'agenda_items', 'motions', 'votes'] as const satisfies readonly ExportTable[];
export type SpreadsheetTable = (typeof SPREADSHEET_TABLES)[number];

/** The SQLite file's own table of facts about the export (exported_at, licence, source). */
export const EXPORT_INFO_TABLE = 'export_info';

export const SQLITE_FILE = 'civic-commons.sqlite';

/** Every file name served under /api/v1/data/exports/. */
export const EXPORT_FILE_NAMES = [...SPREADSHEET_TABLES.flatMap((t) => [`${t}.csv`, `${t}.json`]), SQLITE_FILE] as const;
export const exportFileNameSchema = z.enum(EXPORT_FILE_NAMES);
export type ExportFileName = z.infer<typeof exportFileNameSchema>;

/** The columns a file carries: the SQLite-only ones left out of CSV and JSON. */
export function spreadsheetColumns(table: SpreadsheetTable): ExportColumn[] {
  return (EXPORT_TABLES[table] as readonly ExportColumn[]).filter((c) => !c.sqliteOnly);
}

/**
 * The licence of our compilation (decision 015). The record itself is the city's public record; our
 * selection and arrangement of it is dedicated to the public domain.
 */
export const EXPORT_LICENCE = {
  id: 'ODC-PDDL-1.0',
  name: 'Open Data Commons Public Domain Dedication and License (PDDL) 1.0',
  url: 'https://opendatacommons.org/licenses/pddl/1-0/',
} as const;

export const exportFileSchema = z.object({
  name: exportFileNameSchema,
  format: z.enum(['csv', 'json', 'sqlite']),
  /** The table a CSV or JSON file holds; null for the SQLite file (every table). */
  table: z.enum(SPREADSHEET_TABLES).nullable(),
  /** Rows of the table (CSV, JSON), or of all tables (SQLite). */
  rows: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  /** SHA-256 of the file in lower-case hex (also its ETag). */
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  /** Where to download it. */
  url: z.string().meta({ examples: ['/api/v1/data/exports/meetings.csv'] }),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** The latest export: when it was made and its files (what `manifest.json` in DATA_DIR/exports holds). */
export const exportManifestSchema = z.object({
  exported_at: isoDateTimeSchema,
  /** The export's date in the city's time zone; download names carry it. */
  export_date: isoDateSchema,
  licence: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  files: z.array(exportFileSchema),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

/** The published export as `GET /api/v1/data/exports` tells it: the manifest and when it was built, as people read it. */
export const publishedExportSchema = exportManifestSchema.extend({
  /** When it was built, on the city's wall clock in each language ("Built November 27, 2026 at 8:40 AM"). */
  built: z.object({ en: z.string(), es: z.string() }),
});
export type PublishedExport = z.infer<typeof publishedExportSchema>;

/** `GET /api/v1/data/exports`: the latest export (null before the first) and when the next is built. */
export const exportsStatusSchema = z.object({
  latest: publishedExportSchema.nullable(),
  /**
   * True while an export newer than `latest` is queued or being built (the record changed since, or an admin
   * asked): its files are not yet those of the record as the site shows it.
   */
  rebuild_pending: z.boolean(),
  /** The nightly build's hour (0-23) in `time_zone`; null when the schedule is off on this site. */
  nightly_hour: z.number().int().min(0).max(23).nullable(),
  time_zone: z.string(),
});
export type ExportsStatus = z.infer<typeof exportsStatusSchema>;

export const exportFileParamsSchema = z.object({ file: exportFileNameSchema });

/** `POST /api/v1/admin/exports`: the build was queued as this job. */
export const exportBuildQueuedSchema = z.object({ job_id: z.number().int().nullable(), queued: z.literal(true) });
