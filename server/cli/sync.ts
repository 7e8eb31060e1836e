/**
 * `npm run sync`: one pass over the city's sources by hand (the scheduled job runs the same pass), with a
 * progress bar while documents are ingested and a summary: each source, the meetings the listings added, each
 * document fetched. Exits non-zero when a source or a document failed. `--city <id>` syncs that city (as `CITY`
 * does): for a Legistar city it reads that city's API (`<CITY>_LEGISTAR_URL`, `<CITY>_LEGISTAR_TOKEN`);
 * `--since YYYY-MM-DD` reads every meeting since that date (a backfill), whatever was read before.
 */
import { cityContext } from '#city/context.ts';
import { loadConfig } from '../config.ts';
import { servedCityPlace } from '../cities/city-sites.ts';
import { openMigratedDatabase } from '../process-start.ts';
import { followRecordChanges } from '../record-followers.ts';
import { registerStandardRecordSteps } from '../record-steps-standard.ts';
import { llmSettingsFrom } from '../ingest/summaries/llm-summary.ts';
import { progressLine } from '../ingest/runs/progress.ts';
import { loadTopicMatchers } from '../ingest/keywords-and-topics/topics.ts';
import { listingSources, runSyncPass } from '../sync/sync-pass.ts';
import { runCli } from './run-cli.ts';

/** `--name value` or `--name=value`. */
function argument(argv: string[], name: string): string | undefined {
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  return argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
}

async function main(): Promise<number> {
  const cityId = argument(process.argv.slice(2), 'city');
  const since = argument(process.argv.slice(2), 'since');
  if (since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`--since: expected a date, YYYY-MM-DD (got "${since}")`);
  const deployment = loadConfig(process.env);
  // This command builds no app: it takes the served city it is asked for (decision 020), on that city's own
  // database, as the server keeps it (decision 090): one city's pass never writes into another's record.
  const { config, pgSchema } = servedCityPlace(deployment, cityId ?? deployment.CITY);
  const city = cityContext(config.CITY);
  const db = await openMigratedDatabase(config, pgSchema);
  try {
    // The same follow-ups as a change made by the server: the export rebuild, alerts' bookkeeping (one job table).
    followRecordChanges(db, config, city);
    registerStandardRecordSteps();
    const tty = process.stderr.isTTY;
    const sources = listingSources(city.config, config.SYNC_SOURCES, config.LEGISTAR_URL);
    const started = Date.now();
    const report = await runSyncPass(
      { city: city, db, dataDir: config.DATA_DIR, now: () => new Date(), topics: loadTopicMatchers(city), llm: llmSettingsFrom(config) },
      {
        sources,
        legistarToken: config.LEGISTAR_TOKEN,
        legistarSince: since,
        onProgress: (p) => {
          if (tty) process.stderr.write(`\r${progressLine(p)}\x1b[K`);
          else if (p.done === p.total || p.done % 10 === 0) process.stderr.write(`${progressLine(p)}\n`);
        },
      },
    );
    if (tty) process.stderr.write('\n');
    if (report.skipped) {
      console.log(`Nothing done: ${report.skipped}.`);
      return 0;
    }
    // A source asked nothing this pass is said so: it did not answer (issue 50).
    for (const s of report.sources) {
      const outcome = !s.ok ? `: ${s.error}` : s.requests === 0 ? ' (not checked: nothing to ask it)' : ` (${s.found} found, ${s.requests} request${s.requests === 1 ? '' : 's'})`;
      console.log(`${!s.ok ? 'FAILED' : s.requests === 0 ? 'idle  ' : 'ok    '} ${s.url}${outcome}`);
    }
    console.log(`Meetings added from the listings: ${report.meetingsCreated}; links filled in: ${report.meetingsUpdated}`);
    for (const d of report.documents) console.log(`${d.status.padEnd(9)} ${d.url}${d.reason ? `: ${d.reason}` : ''}`);
    if (report.documents.length === 0 && sources.some((s) => s.kind !== 'legistar')) console.log('No new minutes and no agenda of a meeting to come.');
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return report.sources.some((s) => !s.ok) || report.documents.some((d) => d.status === 'failed' || d.status === 'held') ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);
