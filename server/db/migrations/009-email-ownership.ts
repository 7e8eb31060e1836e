/**
 * Email ownership proven before it grants anything (issue 23). Account emails carry `email_verified_at`, set by
 * a link mailed to the address; a change of email waits in `pending_email` until the new address opens its
 * link. `email_tokens` holds those links (hashed, single-use, expiring). Subscriptions carry `confirmed_at`:
 * nothing is sent until the address confirms (double opt-in).
 *
 * Existing subscriptions count as confirmed (they were made and mailed before this rule, and stopping their
 * alerts would surprise their subscribers); existing accounts start unverified and are asked to verify, since
 * nothing ever proved their address.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('confirmed_at', 'text').execute();
  await db.updateTable('subscriptions').set({ confirmed_at: sql.ref('created_at') }).execute();

  const table = db.schema.createTable('email_tokens');
  await (dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify_email', 'change_email')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_tokens_user').on('email_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.alterTable('subscriptions').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
