/**
 * A resident's saved street address (issue 32): the text they typed, only to show it back to them, and the
 * council district it was placed in, so "Speak up" writes to their councilor without the district finder each
 * time. On the account row: private to its owner (no other route or export reads it), and deleted with it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('home_address', 'text').execute();
  await db.schema.alterTable('users').addColumn('home_district', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('home_district').execute();
  await db.schema.alterTable('users').dropColumn('home_address').execute();
}
