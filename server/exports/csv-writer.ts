/**
 * CSV as RFC 4180 writes it (after a UTF-8 BOM for Excel): CRLF line ends, a header row, fields quoted when they hold a comma, a quote, CR or
 * LF (quotes doubled). Lists are joined with "; ", booleans are `true`/`false`, nulls are empty.
 *
 * Formula injection (CWE-1236): a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and, in some,
 * a tab or CR) as a formula, and the record holds text anyone could get onto an agenda. Such a text cell is
 * prefixed with an apostrophe, which spreadsheets show as the text itself; numbers (a negative one too) and
 * date-times are written as they are. The JSON and SQLite files carry the text unchanged.
 */
import type { ExportColumn } from '#contract/data-exports.ts';
import type { ExportRow, ExportValue } from './export-rows.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet would not run as a formula. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(value: ExportValue, column: ExportColumn): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return guardFormula(value.join('; '));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  return column.type === 'text' ? guardFormula(value) : value;
}

/** One field, quoted when RFC 4180 requires it. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Excel opens a CSV without a byte order mark in the system's legacy code page (mojibake for "é" or "—"); with
 * it, as UTF-8. Readers that know UTF-8 (pandas, csv-parse with `bom`, Python's utf-8-sig) skip it.
 */
const UTF8_BOM = '\uFEFF';

/** The file's lines, each ending in CRLF: a BOM and the header, then one per row (a generator, so no whole-file string). */
export function* csvLines(columns: readonly ExportColumn[], rows: readonly ExportRow[]): Generator<string> {
  yield `${UTF8_BOM}${columns.map((c) => csvField(c.name)).join(',')}\r\n`;
  for (const row of rows) yield `${columns.map((c) => csvField(cellText(row[c.name] ?? null, c))).join(',')}\r\n`;
}
