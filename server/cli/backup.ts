/**
 * `npm run backup -- <file>`: a consistent copy of the database (SQLite online backup, or pg_dump's custom
 * format when DATABASE_URL is set). Safe while the server runs; schedule it from cron or a systemd timer.
 */
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(2);
}
const config = loadConfig();
const started = Date.now();
await backupDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, file);
console.log(`Backed up ${config.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} to ${file} in ${Date.now() - started} ms.`);
