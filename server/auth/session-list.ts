/**
 * A resident's own signed-in devices (issue 35): the live sessions of one user, and ending one or all the others.
 * Every query is scoped by the user's id, so another user's session id behaves exactly like one that does not exist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface LiveSessionRow {
  id: number;
  created_at: string;
  last_used_at: string | null;
  device_browser: string | null;
  device_os: string | null;
}

/** The user's unexpired, unrevoked sessions, most recently used first. */
export function listLiveSessions(db: Kysely<Database>, userId: number, now: Date): Promise<LiveSessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'device_browser', 'device_os'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one live session of the user; false when the user has no such live session (unknown, someone else's, ended). */
export async function endOwnSession(db: Kysely<Database>, userId: number, sessionId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every live session of the user but `keepSessionId`; answers how many were ended. */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
