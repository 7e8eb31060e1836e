/**
 * Input is checked for invalid text once, for every route, before schema validation: a NUL byte, another C0
 * control character (tab, newline and carriage return are text) or a lone UTF-16 surrogate anywhere in the
 * body, the query string or the path parameters is refused with a 400 naming the field.
 *
 * Why here and not per field: PostgreSQL cannot store NUL in `text` (it answered 500 with "invalid byte
 * sequence"), SQLite stored it, and a lone surrogate became U+FFFD on one engine only. One hook covers every
 * field of every route, including the ones added later, so both engines see the same, valid text.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldIssue } from '#contract/errors.ts';
import { AppError } from '../lib/app-error.ts';

// C0 controls other than \t \n \r, DEL, and lone surrogates: with the `u` flag a surrogate pair is read as one
// code point, so only an unpaired half matches the surrogate range.
// eslint-disable-next-line no-control-regex
const INVALID_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;

export const INVALID_TEXT_MESSAGE = 'Contains a control character or invalid text.';

/** True when `value` holds a character that no field of ours accepts. */
export function isInvalidText(value: string): boolean {
  return INVALID_TEXT.test(value);
}

/** The dotted path of the first string (or object key) with invalid text, or null. */
export function findInvalidText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isInvalidText(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || depth > 64 || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInvalidText(value[i], [...path, String(i)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (isInvalidText(key)) return [...path, '(key)'].join('.');
    const found = findInvalidText(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function invalidTextError(field: string, location: string): AppError {
  const details: FieldIssue[] = [{ field, location, code: 'invalid_text', message: INVALID_TEXT_MESSAGE }];
  return new AppError(400, 'validation_failed', { details });
}

/** Registers the check on every route of `app` (call before the routes are registered). */
export function registerCanonicalInput(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    // A URL without percent escapes holds its path parameters and query as sent (decoding only turns `+` into a
    // space): when it passes, so do they, and a read without a body has nothing more to check (decision 235).
    const plainUrl = !request.url.includes('%') && !isInvalidText(request.url);
    if (plainUrl && request.body == null) return done();
    const sources: [string, unknown][] = [
      ...(plainUrl ? [] : ([['params', request.params], ['querystring', request.query]] as [string, unknown][])),
      ['body', request.body],
    ];
    for (const [location, value] of sources) {
      const field = findInvalidText(value);
      if (field !== null) {
        done(invalidTextError(field, location));
        return;
      }
    }
    done();
  });
}
