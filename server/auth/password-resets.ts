/**
 * The password_resets table: a reset link is stored as its token's hash, lives `AUTH_DURATIONS.passwordResetMs`
 * and is used once. (Setting a new password voids the account's other links: `setPasswordHash` in sessions.ts.)
 */
import type { Kysely } from 'kysely';
import { AUTH_DURATIONS } from '../../contract/auth.ts';
import type { Database } from '../db/schema.ts';
import { setPasswordHash } from './sessions.ts';

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
 * Uses the link and sets the account's new password in one transaction; false when the link was used or expired
 * meanwhile. Marking the token used in the same statement that checks it makes it single-use under concurrency.
 */
export async function usePasswordReset(db: Kysely<Database>, tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('password_resets')
      .set({ used_at: iso })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', iso)
      .returning('user_id')
      .executeTakeFirst();
    if (!reset) return false;
    // Voids the account's other links too, and signs out every session.
    await setPasswordHash(trx, reset.user_id, passwordHash, now);
    return true;
  });
}
