/** Sessions: create on sign-in, resolve a bearer token to its user, revoke one or all. */
import type { Kysely } from 'kysely';
import { AUTH_DURATIONS } from '#contract/auth.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { voidEmailTokens } from './email-ownership.ts';
import { claimPasswordReset, voidPasswordResets } from './password-resets.ts';
import { deviceName } from './device-name.ts';
import { generateToken, hashToken } from './tokens.ts';
import { setUserFields } from './user-store.ts';

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  options: { now: Date; rememberMe: boolean; userAgent?: string },
): Promise<{ token: string; expiresAt: string }> {
  const token = generateToken();
  const lifetime = options.rememberMe ? AUTH_DURATIONS.rememberMeMs : AUTH_DURATIONS.sessionMs;
  const expiresAt = new Date(options.now.getTime() + lifetime).toISOString();
  const device = deviceName(options.userAgent);
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: options.now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      user_agent: options.userAgent?.slice(0, 300) ?? null,
      last_used_at: options.now.toISOString(),
      device_browser: device.browser,
      device_os: device.os,
    })
    .execute();
  return { token, expiresAt };
}

/** How stale `last_used_at` may get: one write a minute per session at most, so reads stay cheap. */
export const LAST_USED_PRECISION_MS = 60_000;

/**
 * The user of a live (unexpired, unrevoked) session, with the session id. Notes when the session was used,
 * at most once a minute; a failed note (a full disk) is not the request's failure.
 */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ sessionId: number; user: UserRow } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_used_at as session_last_used_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_last_used_at, ...user } = row;
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS).toISOString();
  if (session_last_used_at === null || session_last_used_at <= stale) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', session_id)
      .execute()
      .catch(() => undefined);
  }
  return { sessionId: session_id, user };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('id', '=', sessionId).execute();
}

/** Revokes every live session of a user (after a password change or reset). */
export async function revokeAllSessions(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(exceptSessionId !== undefined, (qb) => qb.where('id', '!=', exceptSessionId!))
    .execute();
}

/**
 * Uses a reset link and sets the account's new password in one transaction; false when the link was used or
 * expired meanwhile.
 */
export function usePasswordReset(db: Kysely<Database>, tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const userId = await claimPasswordReset(trx, tokenHash, now);
    if (userId === undefined) return false;
    // Voids the account's other links too, and signs out every session.
    await setPasswordHash(trx, userId, passwordHash, now);
    return true;
  });
}

/** Sets a signed-in user's new password in one transaction, keeping the session that asked (and no other). */
export function changePassword(db: Kysely<Database>, userId: number, passwordHash: string, now: Date, keepSessionId?: number): Promise<void> {
  return db.transaction().execute((trx) => setPasswordHash(trx, userId, passwordHash, now, keepSessionId));
}

/**
 * Sets a user's password hash and, with it, ends what the old password granted: every session but
 * `keepSessionId` is revoked, every unused reset link of the account is void (a link mailed before the change
 * must not undo it), and so is a pending email change (the old address's way to stop a takeover). Every
 * password change goes through here.
 */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  const iso = now.toISOString();
  await setUserFields(db, userId, { password_hash: passwordHash, updated_at: iso });
  await voidPasswordResets(db, userId, now);
  await voidEmailTokens(db, userId, now, 'change_email');
  await revokeAllSessions(db, userId, now, keepSessionId);
}
