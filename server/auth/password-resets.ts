/**
 * The password_resets table, its one home: a reset link is stored as its token's hash, lives
 * `AUTH_DURATIONS.passwordResetMs` and is used once. (Setting a new password voids the account's other links:
 * `setPasswordHash` in sessions.ts calls `voidPasswordResets`.)
 */
import type { Kysely } from 'kysely';
import { AUTH_DURATIONS } from '#contract/auth.ts';
import type { Database } from '../db/schema.ts';

/** Stores a new reset link for the user; returns its id (which names the email's send). */
export async function createPasswordReset(db: Kysely<Database>, userId: number, tokenHash: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + AUTH_DURATIONS.passwordResetMs).toISOString(),
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether a link with this token hash is unused and unexpired: one indexed read. */
export async function isLivePasswordReset(db: Kysely<Database>, tokenHash: string, now: Date): Promise<boolean> {
  const iso = now.toISOString();
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the link used and returns its account; undefined when it was used or expired meanwhile. Checking and
 * marking in one statement makes a link single-use under concurrency (`usePasswordReset` in sessions.ts).
 */
export async function claimPasswordReset(db: Kysely<Database>, tokenHash: string, now: Date): Promise<number | undefined> {
  const iso = now.toISOString();
  const reset = await db
    .updateTable('password_resets')
    .set({ used_at: iso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso)
    .returning('user_id')
    .executeTakeFirst();
  return reset?.user_id;
}

/** Voids every unused link of the account (a link mailed before a password change must not undo it). */
export async function voidPasswordResets(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
