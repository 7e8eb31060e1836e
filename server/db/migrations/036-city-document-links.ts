/**
 * A meeting keeps a link back to the city's own documents (issue 37): `city_agenda_url` and `city_minutes_url` are
 * the addresses the sync (a listing, the council archive) fetched the agenda and the minutes from. `agenda_url` and
 * `minutes_url` point at our stored copy once the PDF is read, so the city's address was lost. Null for a document
 * read from a local file or an upload: an address is never made up.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').addColumn('city_agenda_url', 'text').execute();
  await db.schema.alterTable('meetings').addColumn('city_minutes_url', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').dropColumn('city_minutes_url').execute();
  await db.schema.alterTable('meetings').dropColumn('city_agenda_url').execute();
}
