/**
 * `npm run ingest -- <files | folders | URLs>`: reads council minutes into meetings. Shows a progress bar, prints
 * a summary table, and exits non-zero when any file failed or was held back. Safe to re-run: unchanged files are skipped.
 */
import { cityContext } from '#city/context.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { followRecordChanges } from '../record-followers.ts';
import { registerStandardRecordSteps } from '../record-steps-standard.ts';
import { llmSettingsFrom } from '../ingest/summaries/llm-summary.ts';
import { progressLine, summaryTable } from '../ingest/runs/progress.ts';
import { runIngest } from '../ingest/runs/run-ingest.ts';
import { expandSources } from '../ingest/runs/sources.ts';
import { loadTopicMatchers } from '../ingest/keywords-and-topics/topics.ts';
import { runCli } from './run-cli.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length === 0) {
    console.error('Usage: npm run ingest -- <file.pdf | folder | https://...> [...]');
    return 2;
  }
  const config = loadConfig();
  // This command builds no app: it takes the city CITY names itself (decision 020).
  const city = cityContext(config.CITY);
  const { sources, missing } = expandSources(args);
  for (const m of missing) console.error(`Not found: ${m}`);
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(db);
    // The same follow-ups as a change made by the server: the export rebuild, alerts' bookkeeping (one job table).
    followRecordChanges(db, config, city);
    registerStandardRecordSteps();
    const tty = process.stderr.isTTY;
    const started = Date.now();
    const results = await runIngest(
      { city, db, dataDir: config.DATA_DIR, now: () => new Date(), topics: loadTopicMatchers(city), llm: llmSettingsFrom(config) },
      sources,
      (p) => {
        if (tty) process.stderr.write(`\r${progressLine(p)}\x1b[K`);
        else if (p.done === p.total || p.done % 25 === 0) process.stderr.write(`${progressLine(p)}\n`);
      },
    );
    if (tty) process.stderr.write('\n');
    console.log(summaryTable(results, Date.now() - started));
    // A held document needs the clerk's eye as a failed one does.
    return results.some((r) => r.status === 'failed' || r.status === 'held') || missing.length > 0 ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);
