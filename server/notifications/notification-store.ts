/**
 * The notifications table, its one home: a user's reads always scoped to that user, and the alert fan-out's
 * inserts (`alerts/meeting-alerts/alert-fanout.ts`).
 */
import type { ListNotificationsQuery, Notification, NotificationPage } from '#contract/notifications.ts';
import type { AppDatabase } from '../db/database.ts';
import type { NotificationsTable } from '../db/schema.ts';

const COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'] as const;

export async function countUnread(db: AppDatabase, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  db: AppDatabase,
  userId: number,
  query: { limit: number; skip: number; unread_only?: boolean } & Omit<ListNotificationsQuery, 'limit' | 'skip' | 'unread_only'>,
): Promise<NotificationPage> {
  let base = db.selectFrom('notifications').where('user_id', '=', userId);
  if (query.unread_only) base = base.where('read_at', 'is', null);
  const [items, total, unread] = await Promise.all([
    base.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.skip).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    countUnread(db, userId),
  ]);
  return { items, total: Number(total?.n ?? 0), unread };
}

/** Marks one of the user's notifications read (keeping the first read time); undefined when not theirs. */
export async function markRead(db: AppDatabase, userId: number, id: number, now: Date): Promise<Notification | undefined> {
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return db.selectFrom('notifications').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: AppDatabase, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A new unread notification; its `dedupe_key` makes it once per user and event. */
export type NewNotification = Pick<NotificationsTable, 'user_id' | 'kind' | 'title' | 'body' | 'link'> & { dedupe_key: string };

/**
 * Adds notifications, skipping any whose dedupe key exists already (a retried fan-out adds nothing twice);
 * returns how many were added.
 */
export async function addNotifications(db: AppDatabase, notes: NewNotification[], now: Date): Promise<number> {
  if (notes.length === 0) return 0;
  const createdAt = now.toISOString();
  const inserted = await db
    .insertInto('notifications')
    .values(notes.map((note) => ({ ...note, created_at: createdAt, read_at: null })))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
