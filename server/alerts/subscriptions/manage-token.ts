/**
 * Signed, expiring manage links: `<subscription id>.<expiry, unix seconds>.<HMAC-SHA256>`. They let a
 * subscriber change preferences or unsubscribe without an account; nothing is stored, so a link is checked by
 * its signature and expiry alone.
 */
import crypto from 'node:crypto';

/** How long a link in an email keeps working: long enough for an old reminder's unsubscribe link. */
export const MANAGE_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** How long the link that confirms a new subscription (double opt-in) works. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a token is for: a manage link cannot confirm, and a confirmation link cannot manage. */
type Purpose = 'subscription-manage' | 'subscription-confirm' | 'follow-confirm';

function sign(secret: string, id: number, expires: number, purpose: Purpose): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${id}:${expires}`).digest('base64url');
}

/** A token for subscription `id`, valid until `now + ttlMs`. */
export function createManageToken(secret: string, id: number, now: Date, ttlMs = MANAGE_LINK_TTL_MS, purpose: Purpose = 'subscription-manage'): string {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  return `${id}.${expires}.${sign(secret, id, expires, purpose)}`;
}

/** A token that confirms subscription `id` (the link of the double opt-in email). */
export function createConfirmToken(secret: string, id: number, now: Date): string {
  return createManageToken(secret, id, now, CONFIRM_LINK_TTL_MS, 'subscription-confirm');
}

/** The subscription id a valid confirmation token names; null otherwise. */
export function verifyConfirmToken(secret: string, token: string, now: Date): number | null {
  return verifyManageToken(secret, token, now, 'subscription-confirm');
}

/** A token that confirms the item follow `id` (the link emailed to a follower who is not signed in). */
export function createFollowToken(secret: string, id: number, now: Date): string {
  return createManageToken(secret, id, now, CONFIRM_LINK_TTL_MS, 'follow-confirm');
}

/** The follow id a valid follow-confirmation token names; null otherwise. */
export function verifyFollowToken(secret: string, token: string, now: Date): number | null {
  return verifyManageToken(secret, token, now, 'follow-confirm');
}

/** The subscription id a valid, unexpired token grants; null otherwise. */
export function verifyManageToken(secret: string, token: string, now: Date, purpose: Purpose = 'subscription-manage'): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return null;
  const id = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(sign(secret, id, expires, purpose));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return id;
}
