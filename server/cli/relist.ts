/**
 * `npm run record:relist`: re-applies the listing rule (server/meetings/meeting-listing-rule.ts) to every stored
 * meeting of the city `CITY` names (`CITY=nyc npm run record:relist` for another), and prints how many it listed
 * and unlisted. Start-up does the same by itself when `LISTING_RULE_VERSION` moves; this is to check by hand.
 */
import { cityContext } from '#city/context.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { relistMeetings } from '../meetings/relist-meetings.ts';
import { followRecordChanges } from '../record-followers.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  // This command builds no app: it takes the city CITY names itself (decision 020).
  const city = cityContext(config.CITY);
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(db);
    // A meeting listed or unlisted changes the public record: the export rebuild and alerts follow, as for a save.
    followRecordChanges(db, config, city);
    const result = await relistMeetings(db, new Date());
    console.log(`${city.config.name}: ${result.checked} meetings checked, ${result.listed} listed, ${result.unlisted} unlisted.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
