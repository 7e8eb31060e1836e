/**
 * Display names for values stored as slugs: topics (`zoning-and-land-use`) and meeting types
 * (`public_works_committee`). Free text from ingestion passes through unchanged.
 */
export function humanize(value: string): string {
  if (!/^[a-z0-9]+([-_][a-z0-9]+)*$/.test(value)) return value;
  const text = value.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
