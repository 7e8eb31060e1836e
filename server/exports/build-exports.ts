/**
 * Builds one export: reads the public record once, writes every file into a new folder of DATA_DIR/exports,
 * then publishes it by renaming a new `manifest.json` over the old one. A download reads the manifest first and
 * serves from the folder it names, so a reader sees the old export or the new one, never half of each, and a
 * build that dies midway leaves only an unpublished folder (removed by a later build).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  EXPORT_LICENCE,
  EXPORT_TABLE_NAMES,
  type ExportFile,
  type ExportManifest,
  exportManifestSchema,
  SPREADSHEET_TABLES,
  SQLITE_FILE,
  spreadsheetColumns,
} from '#contract/data-exports.ts';
import { zonedDate } from '#contract/time-zone.ts';
import type { Database } from '../db/schema.ts';
import { csvLines } from './csv-writer.ts';
import { type ExportContext, type ExportRow, fullTexts, readExportRows } from './export-rows.ts';
import { fillFullTexts, writeSqliteExport } from './sqlite-writer.ts';

const MANIFEST = 'manifest.json';

/** Where exports live: DATA_DIR/exports/<build>/<file>, and the published manifest beside the builds. */
export const exportsDir = (dataDir: string) => path.join(dataDir, 'exports');

/** The stored manifest: the published one plus the folder its files are in. */
export interface StoredManifest extends ExportManifest {
  folder: string;
}

/** Writes `bytes` to `file` through a temporary name in the same folder, so `file` is whole or absent. */
export function writeFileAtomic(file: string, bytes: string | Buffer): void {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, file);
}

async function describeFile(folder: string, name: ExportFile['name'], rows: number, table: ExportFile['table']): Promise<ExportFile> {
  const { sha256, bytes } = await digestOf(path.join(folder, name));
  return {
    name,
    format: name.endsWith('.csv') ? 'csv' : name.endsWith('.json') ? 'json' : 'sqlite',
    table,
    rows,
    bytes,
    sha256,
    url: `/api/v1/data/exports/${name}`,
  };
}

/** Writes `parts` to a new file in chunks of about 1 MB, so a large table never becomes one large string. */
function writeParts(file: string, parts: Iterable<string>): void {
  const fd = fs.openSync(file, 'wx');
  try {
    let chunk = '';
    for (const part of parts) {
      chunk += part;
      if (chunk.length >= 1 << 20) {
        fs.writeSync(fd, chunk);
        chunk = '';
      }
    }
    if (chunk) fs.writeSync(fd, chunk);
  } finally {
    fs.closeSync(fd);
  }
}

/** A JSON array of rows with exactly `names`, one row per line. */
function* jsonLines(rows: ExportRow[], names: string[]): Generator<string> {
  yield '[';
  for (let i = 0; i < rows.length; i++) yield `${i === 0 ? '' : ','}\n${JSON.stringify(Object.fromEntries(names.map((n) => [n, rows[i]![n] ?? null])))}`;
  yield '\n]\n';
}

/** SHA-256 and size of a file, read in a stream (the SQLite file may be large). */
async function digestOf(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Builds and publishes an export of the record as it is at `now`; returns its manifest. */
export async function buildExports(db: Kysely<Database>, ctx: ExportContext, now: Date): Promise<StoredManifest> {
  const root = exportsDir(ctx.dataDir);
  fs.mkdirSync(root, { recursive: true });
  const rows = await readExportRows(db, ctx);
  const folderName = `${folderStamp(now)}-${crypto.randomBytes(3).toString('hex')}`;
  const folder = path.join(root, folderName);
  fs.mkdirSync(folder);

  const files: ExportFile[] = [];
  for (const table of SPREADSHEET_TABLES) {
    const columns = spreadsheetColumns(table);
    writeParts(path.join(folder, `${table}.csv`), csvLines(columns, rows[table]));
    writeParts(path.join(folder, `${table}.json`), jsonLines(rows[table], columns.map((c) => c.name)));
    files.push(await describeFile(folder, `${table}.csv`, rows[table].length, table), await describeFile(folder, `${table}.json`, rows[table].length, table));
  }
  const exportedAt = now.toISOString();
  const sqliteFile = path.join(folder, SQLITE_FILE);
  writeSqliteExport(sqliteFile, rows, {
    exported_at: exportedAt,
    licence: `${EXPORT_LICENCE.name} (${EXPORT_LICENCE.url})`,
    source: `Public record of the ${ctx.city.councilName}, compiled by Civic Commons from ${ctx.city.source.url}`,
  });
  await fillFullTexts(sqliteFile, fullTexts(db));
  const totalRows = EXPORT_TABLE_NAMES.reduce((sum, table) => sum + rows[table].length, 0);
  files.push(await describeFile(folder, SQLITE_FILE, totalRows, null));

  const manifest: StoredManifest = {
    exported_at: exportedAt,
    export_date: zonedDate(now, ctx.city.timeZone),
    licence: { ...EXPORT_LICENCE },
    files,
    folder: folderName,
  };
  writeFileAtomic(path.join(root, MANIFEST), JSON.stringify(manifest, null, 2));
  removeOldBuilds(root, folderName, now);
  return manifest;
}

/** How long a superseded build is kept: downloads that read the previous manifest may still be streaming. */
const KEEP_SUPERSEDED_MS = 60 * 60 * 1000;
const folderStamp = (time: Date) => time.toISOString().replace(/[:.]/g, '-');
const stampTime = (folder: string) => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(folder);
  return match ? Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : Number.NaN;
};

/**
 * Removes builds started over an hour before `now`, except the published one: a build another process is still
 * writing (younger) and downloads of the previous export (within the hour) are left alone.
 */
function removeOldBuilds(root: string, current: string, now: Date): void {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const started = stampTime(entry.name);
    if (Number.isNaN(started) || started < now.getTime() - KEEP_SUPERSEDED_MS) fs.rmSync(path.join(root, entry.name), { recursive: true, force: true });
  }
}

/** The published export, or null before the first build. */
export function readManifest(dataDir: string): StoredManifest | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(exportsDir(dataDir), MANIFEST), 'utf8');
  } catch {
    return null;
  }
  const raw = JSON.parse(text) as { folder?: unknown };
  const manifest = exportManifestSchema.parse(raw);
  return { ...manifest, folder: String(raw.folder) };
}
