/**
 * `npm run record:relist [-- --city <id>]`: re-applies the listing rule (server/meetings/meeting-listing-rule.ts) to
 * every stored meeting of one served city, the default city without `--city` (`npm run record:relist -- --city <id>`
 * for another, on that city's own database, as `npm run sync -- --city <id>` chooses it), and prints how many it
 * listed and unlisted. Start-up does the same by itself when `LISTING_RULE_VERSION` moves; this is to check by hand.
 */
import { parseArgs } from 'node:util';
import { cityContext } from '#city/context.ts';
import { servedCityPlace } from '../cities/city-sites.ts';
import { loadConfig } from '../config.ts';
import { relistMeetings } from '../meetings/relist-meetings.ts';
import { openMigratedDatabase } from '../process-start.ts';
import { followRecordChanges } from '../record-followers.ts';
import { runCli } from './run-cli.ts';

const USAGE = 'Usage: npm run record:relist [-- --city <id>]';

/** `--city`'s value, or null (after printing the usage) when the arguments are not this command's. */
function cityArgument(): { city: string | undefined } | null {
  try {
    const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { city: { type: 'string' } } });
    return { city: values.city };
  } catch (error) {
    console.error(`${USAGE}\n${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

async function main(): Promise<number> {
  const args = cityArgument();
  if (!args) return 2;
  const deployment = loadConfig(process.env);
  // This command builds no app: it takes the served city it is asked for (decision 020), on that city's own
  // database as the server keeps it (decision 090), so relisting one city never touches another's record.
  const { config, pgSchema } = servedCityPlace(deployment, args.city ?? deployment.CITY);
  const city = cityContext(config.CITY);
  const db = await openMigratedDatabase(config, pgSchema);
  try {
    // A meeting listed or unlisted changes the public record: the export rebuild and alerts follow, as for a save.
    followRecordChanges(db, config, city);
    const result = await relistMeetings(db, new Date());
    console.log(`${city.config.name}: ${result.checked} meetings checked, ${result.listed} listed, ${result.unlisted} unlisted.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);
