/**
 * Users: lookups by email and username (case-insensitive), creation and updates: the table's one home. Password
 * changes, email ownership and the admin command reach accounts through here (the alert fan-out reads its recipients
 * itself, alerts/meeting-alerts/alert-fanout.ts: alerts sit below accounts, decision 155).
 */
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database, NewUser, UserRow, UsersTable } from '../db/schema.ts';

export type { UserRow };
export type UserChanges = Updateable<UsersTable>;

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another user already has this username, ignoring case ("Ann" and "ann" are the same person). */
export async function usernameTaken(db: Kysely<Database>, username: string, exceptUserId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .$if(exceptUserId !== undefined, (qb) => qb.where('id', '!=', exceptUserId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function emailTaken(db: Kysely<Database>, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .$if(exceptUserId !== undefined, (qb) => qb.where('id', '!=', exceptUserId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export { isUniqueViolation } from '../lib/unique-violation.ts';

/** Which account field a unique violation was about, so a lost race answers like the check before it. */
export function conflictingUserField(error: unknown): 'email' | 'username' {
  const e = error as { constraint?: string; message?: string };
  return /username/i.test(`${e?.constraint ?? ''} ${e?.message ?? ''}`) ? 'username' : 'email';
}

/** Applies a profile change and returns the updated row (a taken email or username throws a unique violation). */
export function updateUser(db: Kysely<Database>, userId: number, changes: UserChanges): Promise<UserRow> {
  return db.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** Sets fields of an account without reading it back (a no-op for an account that is gone). */
export async function setUserFields(db: Kysely<Database>, userId: number, changes: UserChanges): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Deletes the account and its subscriptions; everything else it owns goes with it through foreign keys. */
export async function deleteUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Subscriptions can exist without an account, so their foreign key does not cascade: remove them here.
    await trx.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
