/**
 * The language a resident reads us in, kept on the record (decision 028): on the account (the profile's choice,
 * which the browser follows once signed in) and on each subscription (every alert, its links and the SMS
 * replies go out in it). 'en' or 'es'; every row written before this migration was in English.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .execute();
  await db.schema
    .alterTable('subscriptions')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
