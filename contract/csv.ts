/** Tables as RFC 4180 CSV, so the figures the pages show can be taken away and checked. */

function field(value: string | number | null): string {
  // Text starting like a formula (= + - @) gets a leading apostrophe, or a spreadsheet would run it (OWASP CSV
  // injection); numbers stay bare. Then separators, quotes and line breaks are quoted.
  const raw = value === null ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
