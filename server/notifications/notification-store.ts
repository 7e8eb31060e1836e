/** Queries of the notifications table, always scoped to one user. */
import type { ListNotificationsQuery, Notification, NotificationPage } from '../../contract/notifications.ts';
import type { AppDatabase } from '../db/database.ts';

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
