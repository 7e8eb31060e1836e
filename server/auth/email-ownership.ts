/**
 * Proving that an address belongs to the account holder. A link (single-use, 24 hours, stored hashed) is mailed
 * to the address; opening it verifies the account's email or, for a change, moves the account to the new
 * address. Only a verified email joins an account to the alert subscriptions of that address.
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { AppError } from '../lib/app-error.ts';
import { findUserById, isUniqueViolation, setUserFields } from './user-store.ts';
import { changeEmailMessage, emailChangeNoticeMessage, verifyEmailMessage } from './email-messages.ts';
import { generateToken, hashToken } from './tokens.ts';

export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface EmailOwnershipDeps {
  db: Kysely<Database>;
  delivery: Delivery;
  /** The site's address as configured: no trailing slash. */
  publicUrl: string;
  now: Date;
}

type Purpose = 'verify_email' | 'change_email';

async function issue(deps: EmailOwnershipDeps, userId: number, purpose: Purpose, email: string): Promise<{ id: number; link: string }> {
  const token = generateToken();
  const row = await deps.db
    .insertInto('email_tokens')
    .values({
      user_id: userId,
      purpose,
      email,
      token_hash: hashToken(token),
      created_at: deps.now.toISOString(),
      expires_at: new Date(deps.now.getTime() + EMAIL_TOKEN_TTL_MS).toISOString(),
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, link: `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}` };
}

/** Mails a verification link to the account's current address. */
export async function sendEmailVerification(deps: EmailOwnershipDeps, user: Pick<UserRow, 'id' | 'email' | 'full_name'>): Promise<void> {
  const { id, link } = await issue(deps, user.id, 'verify_email', user.email);
  await deps.delivery.queueEmail(verifyEmailMessage(user, link), `verify-email:${id}`);
}

/**
 * Starts an email change: the new address gets the link that makes the change, the old one is told (with the
 * way out: a password reset, which voids the pending change).
 */
export async function requestEmailChange(
  deps: EmailOwnershipDeps,
  user: Pick<UserRow, 'id' | 'email' | 'full_name'>,
  newEmail: string,
): Promise<void> {
  // One pending change at a time: an older link must not move the account after a newer request.
  await voidEmailTokens(deps.db, user.id, deps.now, 'change_email');
  await setUserFields(deps.db, user.id, { pending_email: newEmail });
  const { id, link } = await issue(deps, user.id, 'change_email', newEmail);
  await deps.delivery.queueEmail(changeEmailMessage(newEmail, link), `change-email:${id}`);
  const resetLink = `${deps.publicUrl}/forgot-password`;
  await deps.delivery.queueEmail(emailChangeNoticeMessage(user, newEmail, resetLink), `change-email-notice:${id}`);
}

/** Voids the account's unused links (all, or of one purpose); a password change voids the pending change too. */
export async function voidEmailTokens(db: Kysely<Database>, userId: number, now: Date, purpose?: Purpose): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .$if(purpose !== undefined, (qb) => qb.where('purpose', '=', purpose!))
    .execute();
  if (purpose !== 'verify_email') await setUserFields(db, userId, { pending_email: null });
}

/**
 * Alert subscriptions made with an address before its account proved it (alert-only sign-ups) join the account
 * the moment the same address is verified (issue 49): its district and "my block" then follow the resident
 * everywhere, speak-up included. Only subscriptions no account holds yet; the address just proved is the key.
 */
async function joinSubscriptionsOf(trx: Kysely<Database>, userId: number, email: string, iso: string): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ user_id: userId, updated_at: iso })
    .where('user_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
}

/**
 * Uses a link: verifies the address, or moves the account to the new one (verified). Single-use under
 * concurrency (the update that marks it used is the check). Returns the address now verified.
 */
export async function confirmEmailToken(db: Kysely<Database>, token: string, now: Date): Promise<{ userId: number; email: string }> {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('email_tokens')
      .set({ used_at: iso })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', iso)
      .returning(['user_id', 'purpose', 'email'])
      .executeTakeFirst();
    if (!row) throw new AppError(400, 'invalid_token');
    const user = await findUserById(trx, row.user_id);
    if (!user) throw new AppError(400, 'invalid_token');
    if (row.purpose === 'verify_email') {
      // A link for an address the account no longer has proves nothing about the current one.
      if (user.email !== row.email) throw new AppError(400, 'invalid_token');
      await setUserFields(trx, user.id, { email_verified_at: iso });
      await joinSubscriptionsOf(trx, user.id, row.email, iso);
      return { userId: user.id, email: row.email };
    }
    try {
      await setUserFields(trx, user.id, { email: row.email, email_verified_at: iso, pending_email: null, updated_at: iso });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'email_taken');
      throw error;
    }
    await joinSubscriptionsOf(trx, user.id, row.email, iso);
    // Links of the old address prove nothing about the new one.
    await trx
      .updateTable('email_tokens')
      .set({ used_at: iso })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    return { userId: user.id, email: row.email };
  });
}
