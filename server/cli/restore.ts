/**
 * `npm run restore -- <file>`: replaces the database with a backup made by `npm run backup`. Stop the servers
 * first; the backup is checked before the database is touched, and PostgreSQL restores in one transaction.
 */
import { loadConfig } from '../config.ts';
import { restoreDatabase } from '../db/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <file>');
  process.exit(2);
}
const config = loadConfig();
await restoreDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, file);
console.log(`Restored ${config.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} from ${file}.`);
