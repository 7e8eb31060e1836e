/**
 * The one error handler: every failure leaves as `{"error": {"code", "message", "details"}}` with the right
 * status. Validation problems list each field; 5xx details stay in the log, never in the response.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse, FieldIssue } from '../../contract/errors.ts';
import { t } from '../i18n.ts';
import { AppError } from '../lib/app-error.ts';

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: unknown) {
  const body: ErrorResponse = { error: { code, message, ...(details === undefined ? {} : { details }) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong content type) to our codes. */
function frameworkClientError(error: FastifyError, bodyLimit: number): [number, ErrorCode, string] | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, 'payload_too_large', t('errors.payload_too_large', { limit: formatBytes(bodyLimit) })];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [400, 'invalid_json', t('errors.invalid_json')];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [400, 'invalid_json', t('errors.invalid_json')];
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return [400, 'invalid_json', t('errors.invalid_json')];
  }
  if (error.statusCode === 429) {
    return [429, 'rate_limited', error.message];
  }
  if (error.statusCode === 413) {
    return [413, 'payload_too_large', t('errors.payload_too_large', { limit: formatBytes(bodyLimit) })];
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return [error.statusCode, error.statusCode === 404 ? 'not_found' : 'bad_request', t('errors.bad_request')];
  }
  return null;
}

/**
 * Fastify's `frameworkErrors` hook: a malformed URL or an over-long path parameter fails in the router, before
 * any route or error handler, and Fastify would answer in its own shape, echoing the path. Answer in ours.
 */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return send(reply, status, 'bad_request', t('errors.bad_request'));
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        location: String(error.validationContext ?? 'body'),
        code: issue.keyword,
        message: issue.message ?? t('errors.validation_failed'),
      }));
      return send(reply, 400, 'validation_failed', t('errors.validation_failed'), details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, 'internal_error', t('errors.internal_error'));
    }
    const client = frameworkClientError(error, bodyLimit);
    if (client) return send(reply, ...client);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', t('errors.internal_error'));
  });
}
