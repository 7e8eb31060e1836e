/**
 * A resident's signed-in devices (issue 35): `GET /auth/sessions`, `DELETE /auth/sessions/{id}` and
 * `DELETE /auth/sessions` (every one but the current). A session is shown by its id, never by its token or hash.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';

/** How a session's id looks: 22 URL-safe characters. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** `DELETE /auth/sessions/{id}` */
export const sessionIdParamsSchema = z.strictObject({ id: z.string().regex(SESSION_ID_PATTERN, 'must be a session id from the list of signed-in devices') });

/** One live session of the signed-in resident. */
export const signedInSessionSchema = z.object({
  /** The session's id: names it for ending it, and is worth nothing as a credential; opaque (not a row number). */
  id: z.string().regex(SESSION_ID_PATTERN),
  /** When it was signed in. */
  created_at: isoDateTimeSchema,
  /** When it last made a request, to the minute; null if it has not been used since this was recorded. */
  last_used_at: isoDateTimeSchema.nullable(),
  /** The browser it was signed in with ('Chrome', 'Safari' ...), null when the User-Agent did not say. */
  browser: z.string().nullable(),
  /** The device's system ('Android', 'iPhone', 'Windows' ...), null when the User-Agent did not say. */
  os: z.string().nullable(),
  /** Whether this is the session that asked. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

/** `GET /auth/sessions`: the current session first, then the others, most recently used first. */
export const signedInSessionListSchema = z.object({ items: z.array(signedInSessionSchema) });
export type SignedInSessionList = z.infer<typeof signedInSessionListSchema>;

/** `DELETE /auth/sessions`: how many other sessions were ended. */
export const endOtherSessionsResponseSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndOtherSessionsResponse = z.infer<typeof endOtherSessionsResponseSchema>;
