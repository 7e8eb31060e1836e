/**
 * The secret that signs manage and unsubscribe links. APP_SECRET when configured; otherwise one random secret
 * generated on first use and kept in the app_state table, so every process on the database signs alike and
 * links keep working across restarts.
 */
import crypto from 'node:crypto';
import type { AppDatabase } from '../../db/database.ts';

const STATE_KEY = 'alerts.link_secret';

/** Returns the configured secret, or the database's (created once; concurrent first calls agree). */
export async function loadLinkSecret(db: AppDatabase, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const existing = await db.selectFrom('app_state').select('value').where('key', '=', STATE_KEY).executeTakeFirst();
  if (existing) return existing.value;
  // Two processes may race here: the loser's insert is ignored and both read the winner's value.
  await db
    .insertInto('app_state')
    .values({ key: STATE_KEY, value: crypto.randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_state').select('value').where('key', '=', STATE_KEY).executeTakeFirstOrThrow();
  return row.value;
}

/** Caches the secret per process after the first read. */
export function createLinkSecretSource(db: AppDatabase, configured: string | undefined): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () => {
    pending ??= loadLinkSecret(db, configured).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
