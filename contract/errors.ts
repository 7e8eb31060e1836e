/**
 * The one error shape every API response uses, and the codes it can carry. The server sends English text in
 * `message`; the browser translates by `code` (see web/src/locales), so a code is a stable public name.
 */
import { z } from 'zod';

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'conflict',
  'email_taken',
  'username_taken',
  'already_subscribed',
  'invalid_credentials',
  'invalid_token',
  'campaign_closed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

const fieldIssueParamSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number(), z.boolean()]))]);

/** One problem with one field of the request, for showing next to that field. */
export const fieldIssueSchema = z.object({
  /** Dotted path of the field, e.g. `email` or `representatives.0.name`; empty for the whole body. */
  field: z.string(),
  /** Where the field was: body, querystring, params or headers. */
  location: z.string(),
  /** A stable code for the problem (zod's issue code, or one of ours). */
  code: z.string(),
  /** English text a person can act on. */
  message: z.string(),
  /** The stable name of a message we wrote (contract/field-messages.ts), for showing it in another language. */
  key: z.string().optional(),
  /**
   * The values the code's wording needs (zod's `minimum`, `maximum`, `inclusive`, `origin`, `format`,
   * `expected` ...), so a client can word the problem itself, in any language.
   */
  params: z.record(z.string(), fieldIssueParamSchema).optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** `{"error": {"code", "message", "details"}}`, with the matching HTTP status. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Per-field issues for 400s; other context otherwise; absent when there is nothing to add. */
    details: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
