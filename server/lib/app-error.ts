/** The error type our routes and services throw; the error handler turns it into the one error shape. */
import type { ErrorCode, FieldIssue } from '#contract/errors.ts';
import { t } from '../i18n.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    options: { values?: Record<string, unknown>; details?: unknown; message?: string } = {},
  ) {
    super(options.message ?? t(`errors.${code}`, options.values));
    this.name = 'AppError';
    this.details = options.details;
  }
  readonly details: unknown;
}

/** 404 for a resource named by its key in server/locales (meeting, organization ...). */
export function notFound(resource: string): AppError {
  return new AppError(404, 'not_found', { values: { resource: t(`resources.${resource}`) } });
}

/**
 * 400 with one field's problem, shaped like schema validation errors so forms show it next to the field. The
 * field's `message` is English (its key words it in any language: decision 031); `summary`, when given, is the
 * error's own message, e.g. the same problem in the request's language.
 */
export function fieldError(field: string, code: string, message: string, { status = 400, summary }: { status?: 400 | 409; summary?: string } = {}): AppError {
  const details: FieldIssue[] = [{ field, location: 'body', code, message }];
  return new AppError(status, status === 409 ? 'conflict' : 'validation_failed', { details, ...(summary === undefined ? {} : { message: summary }) });
}

/** 409 for a value another record already holds, with the field named so the form shows it there. */
export function fieldConflict(field: string, code: ErrorCode): AppError {
  const message = t(`errors.${code}`);
  return new AppError(409, code, { details: [{ field, location: 'body', code, message }] });
}
