/** The terminal progress bar and the end-of-run summary table of `npm run ingest`. */
import type { IngestResult } from '../pipeline/ingest-file.ts';
import type { IngestProgress } from './run-ingest.ts';

function seconds(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** One line: `[#####.....] 12/190 files, 63 pages, 4s elapsed, ~58s left`. */
export function progressLine(p: IngestProgress, width = 24): string {
  const filled = Math.round((p.done / Math.max(1, p.total)) * width);
  const left = p.done > 0 ? ((p.elapsedMs / p.done) * (p.total - p.done)) : 0;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${p.done}/${p.total} files, ${p.pages} pages, ${seconds(p.elapsedMs)} elapsed, ~${seconds(left)} left`;
}

/** A plain-text table: one row per file that was not skipped as unchanged, then totals. */
export function summaryTable(results: IngestResult[], elapsedMs: number): string {
  const rows = results.map((r) => [
    r.file.length > 48 ? `…${r.file.slice(-47)}` : r.file,
    r.status,
    r.meetingId === null ? '' : String(r.meetingId),
    String(r.pages),
    String(r.items),
    String(r.votes),
    r.reason ?? '',
  ]);
  const header = ['file', 'status', 'meeting', 'pages', 'items', 'votes', 'reason'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  const count = (s: IngestResult['status']) => results.filter((r) => r.status === s).length;
  const pages = results.reduce((n, r) => n + r.pages, 0);
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${results.length} files: ${count('created')} created, ${count('updated')} updated, ${count('unchanged')} unchanged, ${count('held')} held, ` +
      `${count('failed')} failed; ${pages} pages in ${(elapsedMs / 1000).toFixed(1)} s`,
  ].join('\n');
}
