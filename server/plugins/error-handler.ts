/**
 * The one error handler: every failure leaves as `{"error": {"code", "message", "details"}}` with the right
 * status. Validation problems list each field, with a code (and its params or message key) a client can word
 * in its reader's language (field-issues.ts); 5xx details stay in the log, never in the response.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse, FieldIssue } from '#contract/errors.ts';
import { t } from '../i18n.ts';
import { isStorageFull, noteStorageFull, STORAGE_FULL_RETRY_AFTER_SECONDS } from '../health/storage-full.ts';
import { AppError } from '../lib/app-error.ts';
import { fromValidationError, keyFieldIssues } from './field-issues.ts';
import { SECURITY_HEADERS } from './security.ts';

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
  // No onRequest hook ran for a request the router refused, so the security headers are set here (issue 35).
  reply.headers(SECURITY_HEADERS);
  return send(reply, status, 'bad_request', t('errors.bad_request'));
}

/**
 * Fastify's `clientErrorHandler`: errors Node raises before any request exists (headers too large, the request
 * or headers timeout, a malformed request line) left in Fastify's own shape without our security headers. They
 * leave in the one error shape, with the same headers as every other answer, and the connection is closed.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'bad_request', t('errors.headers_too_large')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'bad_request', t('errors.request_timeout')]
        : [400, 'bad_request', t('errors.bad_request')];
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorResponse);
  if (socket.writable) {
    const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${headers}\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_CODES = new Set([
  // Sockets: the server is down, restarting or unreachable.
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  // PostgreSQL: admin/crash shutdown, cannot connect now, connection exceptions (SQLSTATE 57P0x, 08xxx).
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
  // PostgreSQL: statement_timeout or idle_in_transaction_session_timeout ended the work (a lock or an overload).
  '57014', '25P03',
  // SQLite: another writer held the lock past busy_timeout.
  'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED', 'SQLITE_LOCKED_SHAREDCACHE',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i, // pg: the socket closed under a query or while connecting
  /timeout exceeded when trying to connect/i, // pg-pool: connectionTimeoutMillis
  /Client has encountered a connection error/i, // pg: reuse of a client whose socket failed
  /Cannot use a pool after calling end/i,
  /Query read timeout/i, // pg: query_timeout, the answer never came (a silently dropped network)
];

/**
 * True for errors that say the database cannot be reached right now (not that the query was wrong): these
 * answer 503 with Retry-After, so clients and load balancers retry instead of reporting a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
    // An AggregateError (connecting to both ::1 and 127.0.0.1 failed) carries the codes in its list.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = cause;
  }
  return false;
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, error.statusCode, error.code, error.message, keyFieldIssues(error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = String(error.validationContext ?? 'body');
      const details: FieldIssue[] = error.validation.map((issue) => fromValidationError(issue, location, t('errors.validation_failed')));
      return send(reply, 400, 'validation_failed', t('errors.validation_failed'), details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, 'internal_error', t('errors.internal_error'));
    }
    // A route with its own body limit (the form endpoints' 16 KB) says that limit, not the server's.
    const client = frameworkClientError(error, request.routeOptions?.bodyLimit ?? bodyLimit);
    if (client) return send(reply, ...client);
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full: a write failed for want of space');
      noteStorageFull(app.db as never, app.clock.now());
      reply.header('Retry-After', String(STORAGE_FULL_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'service_unavailable', t('errors.service_unavailable'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'service_unavailable', t('errors.service_unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', t('errors.internal_error'));
  });
}
