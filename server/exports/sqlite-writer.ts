/**
 * The public record as one SQLite file, written with better-sqlite3 (the library the app's own SQLite uses),
 * so it opens in the `sqlite3` shell, Datasette or any language. Tables and columns are exactly EXPORT_TABLES,
 * with primary keys, foreign keys and indexes on the links between them, plus `export_info` (when, under which licence).
 */
import SqliteDatabase from 'better-sqlite3';
import { EXPORT_INFO_TABLE, EXPORT_TABLES, type ExportColumn, type ExportTable } from '#contract/data-exports.ts';
import type { ExportRows, ExportValue } from './export-rows.ts';

const SQL_TYPE: Record<ExportColumn['type'], string> = { integer: 'INTEGER', text: 'TEXT', 'date-time': 'TEXT', boolean: 'INTEGER', list: 'TEXT' };

/** Primary keys (the ids the API uses; a roll call has none of its own) and the indexes a reader joining the tables wants. */
const KEYS: Partial<Record<ExportTable, string>> = {
  meetings: 'PRIMARY KEY (id)',
  agenda_items: 'PRIMARY KEY (id)',
  motions: 'PRIMARY KEY (id)',
  officials: 'PRIMARY KEY (id)',
  districts: 'PRIMARY KEY (id)',
  corrections: 'PRIMARY KEY (id)',
};
/** The links between the tables, declared so tools (Datasette, DB Browser, ORMs) see and follow them. */
const FOREIGN_KEYS: Partial<Record<ExportTable, string[]>> = {
  agenda_items: ['FOREIGN KEY (meeting_id) REFERENCES meetings (id)'],
  motions: ['FOREIGN KEY (meeting_id) REFERENCES meetings (id)', 'FOREIGN KEY (agenda_item_id) REFERENCES agenda_items (id)'],
  votes: ['FOREIGN KEY (motion_id) REFERENCES motions (id)', 'FOREIGN KEY (meeting_id) REFERENCES meetings (id)'],
  corrections: ['FOREIGN KEY (meeting_id) REFERENCES meetings (id)'],
};
const INDEXES = [
  'CREATE INDEX agenda_items_meeting ON agenda_items (meeting_id)',
  'CREATE INDEX agenda_items_file_number ON agenda_items (file_number)',
  'CREATE INDEX motions_meeting ON motions (meeting_id)',
  'CREATE INDEX votes_motion ON votes (motion_id)',
  'CREATE INDEX votes_councilor ON votes (councilor)',
  'CREATE INDEX corrections_meeting ON corrections (meeting_id)',
];

/** A value as SQLite stores it: flags 0/1, lists as JSON arrays. */
function stored(value: ExportValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/** Fills `meetings.full_text` of the file at `file` from batches of (id, text), one transaction per batch. */
export async function fillFullTexts(file: string, batches: AsyncIterable<{ id: number; full_text: string | null }[]>): Promise<void> {
  const db = new SqliteDatabase(file);
  try {
    const update = db.prepare('UPDATE meetings SET full_text = ? WHERE id = ?');
    const write = db.transaction((rows: { id: number; full_text: string | null }[]) => {
      for (const row of rows) update.run(row.full_text, row.id);
    });
    for await (const rows of batches) write(rows);
  } finally {
    db.close();
  }
}

/** Writes `rows` into a new SQLite file at `file` (which must not exist yet). */
export function writeSqliteExport(file: string, rows: ExportRows, info: Record<string, string>): void {
  const db = new SqliteDatabase(file);
  try {
    // One transaction, no journal file left behind: the file is complete when it is closed.
    db.pragma('journal_mode = DELETE');
    // The keys are declared for readers; the rows come from our own consistent record, so not checked row by row here.
    db.pragma('foreign_keys = OFF');
    db.transaction(() => {
      for (const [table, columns] of Object.entries(EXPORT_TABLES) as [ExportTable, readonly ExportColumn[]][]) {
        const defs = columns.map((c) => `"${c.name}" ${SQL_TYPE[c.type]}`);
        db.exec(`CREATE TABLE "${table}" (${[...defs, KEYS[table], ...(FOREIGN_KEYS[table] ?? [])].filter(Boolean).join(', ')})`);
        const insert = db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
        for (const row of rows[table]) insert.run(columns.map((c) => stored(row[c.name] ?? null)));
      }
      for (const index of INDEXES) db.exec(index);
      db.exec(`CREATE TABLE "${EXPORT_INFO_TABLE}" (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      const insert = db.prepare(`INSERT INTO "${EXPORT_INFO_TABLE}" (key, value) VALUES (?, ?)`);
      for (const [key, value] of Object.entries(info)) insert.run(key, value);
    })();
  } finally {
    db.close();
  }
}
