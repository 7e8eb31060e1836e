/**
 * Runs the numbered migrations in server/db/migrations at start-up. The list is static (not a folder scan) so
 * that a bundled or type-checked build cannot miss a file. The migration files alone take `Kysely<any>`, as Kysely
 * advises: a migration must keep working after `schema.ts` moves on, so it may not be typed by today's schema.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './schema.ts';
import { dialectOf } from './dialect.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m004 from './migrations/004-alerts.ts';
import * as m005 from './migrations/005-meeting-list-indexes.ts';
import * as m006 from './migrations/006-annotations.ts';
import * as m007 from './migrations/007-motion-kinds.ts';
import * as m008 from './migrations/008-corrections.ts';
import * as m009a from './migrations/009-case-insensitive-accounts.ts';
import * as m009b from './migrations/009-email-ownership.ts';
import * as m009c from './migrations/009-outbox-message-id.ts';
import * as m009d from './migrations/009-sms-webhook-replay.ts';
import * as m010 from './migrations/010-sync.ts';
import * as m011 from './migrations/011-item-file-numbers.ts';
import * as m012 from './migrations/012-agenda-alerts.ts';
import * as m013 from './migrations/013-demo-meetings.ts';
import * as m014 from './migrations/014-sms-opt-out.ts';
import * as m015 from './migrations/015-vote-analytics.ts';
import * as m018 from './migrations/018-roll-call-tallies.ts';
import * as m019 from './migrations/019-no-invented-member-counts.ts';
import * as m020 from './migrations/020-subscriber-language.ts';
import * as m021 from './migrations/021-item-places.ts';
import * as m023 from './migrations/023-geocode-cache.ts';
import * as m024 from './migrations/024-nearby-alerts.ts';
import * as m025 from './migrations/025-health-probe.ts';
import * as m028 from './migrations/028-speak-up-receipts.ts';
import * as m029 from './migrations/029-cancelled-spelling.ts';
import * as m030 from './migrations/030-meeting-sources.ts';
import * as m031 from './migrations/031-session-devices.ts';
import * as m034 from './migrations/034-announced-meetings.ts';
import * as m036 from './migrations/036-city-document-links.ts';
import * as m037 from './migrations/037-saved-address.ts';
import * as m038 from './migrations/038-search-newest-first.ts';
import * as m040 from './migrations/040-upstream-ids.ts';
import * as m041 from './migrations/041-upstream-matters.ts';
import * as m050 from './migrations/050-spanish-search.ts';
import * as m052 from './migrations/052-held-documents.ts';
import * as m070 from './migrations/070-upstream-people-and-matter-steps.ts';
import * as m080 from './migrations/080-speak-up-pause.ts';
import * as m081 from './migrations/081-speak-up-withhold.ts';
import * as m084 from './migrations/084-matter-step-sms.ts';
import * as m085 from './migrations/085-upstream-matter-guid.ts';
import * as m086 from './migrations/086-item-decided-by.ts';
import * as m087 from './migrations/087-speak-up-withhold-log.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001-initial': m001,
  '004-alerts': m004,
  '005-meeting-list-indexes': m005,
  '006-annotations': m006,
  '007-motion-kinds': m007,
  '008-corrections': m008,
  '009-case-insensitive-accounts': m009a,
  '009-email-ownership': m009b,
  '009-outbox-message-id': m009c,
  '009-sms-webhook-replay': m009d,
  '010-sync': m010,
  '011-item-file-numbers': m011,
  '012-agenda-alerts': m012,
  '013-demo-meetings': m013,
  '014-sms-opt-out': m014,
  '015-vote-analytics': m015,
  '018-roll-call-tallies': m018,
  '019-no-invented-member-counts': m019,
  '020-subscriber-language': m020,
  '021-item-places': m021,
  '023-geocode-cache': m023,
  '024-nearby-alerts': m024,
  '025-health-probe': m025,
  '028-speak-up-receipts': m028,
  '029-cancelled-spelling': m029,
  '030-meeting-sources': m030,
  '031-session-devices': m031,
  '034-announced-meetings': m034,
  '036-city-document-links': m036,
  '037-saved-address': m037,
  '038-search-newest-first': m038,
  '040-upstream-ids': m040,
  '041-upstream-matters': m041,
  '050-spanish-search': m050,
  '052-held-documents': m052,
  '070-upstream-people-and-matter-steps': m070,
  '080-speak-up-pause': m080,
  '081-speak-up-withhold': m081,
  '084-matter-step-sms': m084,
  '085-upstream-matter-guid': m085,
  '086-item-decided-by': m086,
  '087-speak-up-withhold-log': m087,
};

class StaticMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(MIGRATIONS);
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrateUpTo(db);
}

/** Runs the migrations up to and including `name` (all of them without it); tests use it to stage old data. */
export async function migrateUpTo(db: Kysely<Database>, name?: string): Promise<string[]> {
  // On PostgreSQL, name the schema of the migration tables: Kysely otherwise looks for them in every schema and,
  // seeing another schema's (parallel test files each have one), skips creating its own.
  const schema = dialectOf(db) === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(), allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = name ? await migrator.migrateTo(name) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
