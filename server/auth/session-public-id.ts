/**
 * The id a resident's session is shown and ended by (issue 51): not its row number, which is sequential and told
 * how many sign-ins the site has had and when, but an HMAC of it under the site's secret (the one that signs
 * manage links): opaque, stable, and needing no column. A session is found by its id among its owner's few live
 * sessions, so another resident's id still answers exactly like none.
 */
import crypto from 'node:crypto';

/** 22 URL-safe characters (132 bits of the HMAC), as `SESSION_ID_PATTERN` in the contract says. */
export function sessionPublicId(secret: string, sessionRowId: number): string {
  return crypto.createHmac('sha256', secret).update(`session-id:${sessionRowId}`).digest('base64url').slice(0, 22);
}
