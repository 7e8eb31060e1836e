/**
 * The outbox table: where email and SMS go when no SMTP server or SMS provider is configured (development and
 * tests), and what the admin's outbox page reads. A message id is unique, so a repeated job writes one row.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxTable } from '../db/schema.ts';

/** Writes one message; a second write with the same message id does nothing. */
export async function insertOutboxMessage(db: Kysely<Database>, message: Insertable<OutboxTable>): Promise<void> {
  await db
    .insertInto('outbox')
    .values(message)
    .onConflict((oc) => oc.column('message_id').doNothing())
    .execute();
}

/** A page of the outbox, newest first, optionally for one channel or recipient, with the total. */
export async function listOutbox(
  db: Kysely<Database>,
  query: { limit: number; skip: number; channel?: string | undefined; recipient?: string | undefined },
) {
  let base = db.selectFrom('outbox');
  if (query.channel) base = base.where('channel', '=', query.channel);
  if (query.recipient) base = base.where('recipient', '=', query.recipient);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.skip).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
