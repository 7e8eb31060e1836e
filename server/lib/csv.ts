/**
 * The city's CSV data files (officials, ZIP centroids, address points) as rows keyed by the header, read with
 * csv-parse (RFC 4180: quoted fields, doubled quotes, commas and newlines inside quotes, a BOM). Values are
 * trimmed and blank lines skipped, since the files are edited by hand.
 */
import { parse } from 'csv-parse/sync';

export function parseCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: (header: string[]) => header.map((h) => h.trim()), bom: true, trim: true, skip_empty_lines: true, skip_records_with_empty_values: true, relax_column_count: true });
}
