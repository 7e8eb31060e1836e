/**
 * What each motion does (approve, amend, call the question, ...) and where the record says so: the source PDF
 * page of each agenda item and roll call, so a reader can check any claim in one click. Existing rows keep
 * `other` until their minutes are ingested again.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('voting_records').addColumn('motion_kind', 'text', (c) => c.notNull().defaultTo('other')).execute();
  await db.schema.alterTable('voting_records').addColumn('page', 'integer').execute();
  await db.schema.alterTable('agenda_items').addColumn('page', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agenda_items').dropColumn('page').execute();
  await db.schema.alterTable('voting_records').dropColumn('page').execute();
  await db.schema.alterTable('voting_records').dropColumn('motion_kind').execute();
}
