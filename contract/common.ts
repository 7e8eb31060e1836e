/** Building blocks shared by several resources of the API contract. */
import { z } from 'zod';

/** The largest id a row can have (PostgreSQL `integer`); larger numbers are refused with a 400, not a 500. */
export const MAX_ID = 2_147_483_647;

/** A row id sent in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/**
 * A whole number written in canonical decimal in a path or query string: digits only, no sign, no leading
 * zero, no spaces, no `0x`, no exponent. `z.coerce.number` read `0x10`, `1e1`, `016` and ` 16` as numbers, so
 * one row had many URLs (and a DELETE of `/organizations/0x10` removed organization 16).
 */
export function canonicalIntSchema(min: number, max: number) {
  return z
    .string()
    .regex(/^(0|[1-9][0-9]{0,15})$/, 'Must be a whole number written in decimal digits.')
    // What the OpenAPI document declares (issue 34): on the wire an integer, as the responses carry it, not a
    // string (server/plugins/openapi-describe.ts reads this mark).
    .meta({ 'x-integer': { minimum: min, maximum: max } })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** A positive integer id in a path, e.g. `/meetings/{id}`. */
export const idParamSchema = canonicalIntSchema(1, MAX_ID);

/** Params of a path with one `{id}`. */
export const idParamsSchema = z.object({ id: idParamSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** `limit` and `skip` of list endpoints; the spec's clients ask for limit=100, skip=0. */
export const paginationQuerySchema = z.object({
  limit: canonicalIntSchema(1, 100).default(100),
  skip: canonicalIntSchema(0, 1_000_000).default(0),
});

/** A page of results with the total count of matches, for list endpoints. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}

/** An ISO-8601 date-time with an offset, as stored and sent (always UTC, `Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A `YYYY-MM-DD` calendar date. */
export const isoDateSchema = z.iso.date();

/** A boolean in a query string: `true`/`false`/`1`/`0`. `z.coerce.boolean` would read "false" as true. */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A body that is only an acknowledgement. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
