/**
 * Tables as RFC 4180 CSV, so the figures the pages show can be taken away and checked: the server's CSV
 * endpoints and the browser's small downloads write them the same way.
 */

/** A cell: text, a number, or nothing (an empty field). */
export type CsvCell = string | number | null;

/** The media type of a CSV body (RFC 4180 registers `header`: ours always has one). */
export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8; header=present';

function field(value: CsvCell): string {
  // Text starting like a formula (= + - @, or a tab or carriage return before one) gets a leading apostrophe, or
  // a spreadsheet would run it (OWASP CSV injection); numbers stay bare. Then separators, quotes and line
  // breaks are quoted.
  const raw = value === null ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields with its CRLF. */
export function csvLine(cells: CsvCell[]): string {
  return cells.map(field).join(',') + '\r\n';
}

/** A header and rows as one CSV text, every line ending in CRLF. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map(csvLine).join('');
}
