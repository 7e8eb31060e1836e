/**
 * Two things the generated OpenAPI document got wrong for a strict client (issue 34): numeric ids and counts in
 * paths and query strings were declared as strings (we read them as decimal text, `canonicalIntSchema`), so a
 * generated client would not accept a response's numeric id; and responses without a description of their own
 * were all "Default Response". Both are fixed on each route's schema after the zod transform.
 */
import { STATUS_CODES } from 'node:http';

type JsonSchema = Record<string, unknown>;

/** A `canonicalIntSchema` property, marked `x-integer`, becomes the integer it stands for, with its bounds. */
function asInteger(property: unknown): unknown {
  const mark = (property as JsonSchema | undefined)?.['x-integer'] as { minimum: number; maximum: number } | undefined;
  if (!mark) return property;
  const { description } = property as JsonSchema;
  return { type: 'integer', minimum: mark.minimum, maximum: mark.maximum, ...(description !== undefined ? { description } : {}) };
}

function withIntegers(schema: unknown): unknown {
  const object = schema as JsonSchema | undefined;
  const properties = object?.properties as Record<string, unknown> | undefined;
  if (!properties) return schema;
  return { ...object, properties: Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, asInteger(p)])) };
}

/** What each error status means here; every error body is `{"error": {"code", "message", "details"}}`. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Bad request: a parameter or the body is not valid (`error.code` says why; `validation_failed` lists each field in `error.details`)',
  '401': 'Not authenticated: the bearer token, the credentials or the signed link are missing or not valid',
  '403': 'Forbidden: signed in, but this belongs to someone else or needs another role',
  '404': 'Not found: no such record, or none you may see',
  '406': 'Not acceptable: the Accept header names no media type this endpoint answers in',
  '409': 'Conflict with what is stored: it exists already, or is no longer open to this change',
  '413': 'Payload too large: the body is over the size this endpoint accepts',
  '416': 'Range not satisfiable: the requested byte range is outside the file',
  '429': 'Too many requests: wait the seconds in the Retry-After header, then try again',
  '502': 'Bad gateway: the remote host did not answer with what was asked for',
  '503': 'Service unavailable: a service this needs is not configured or not reachable now; try again later',
};

/** The description of one response that has none: successes by the operation's summary, errors by their status. */
export function responseDescription(status: string, method: string, summary: string | undefined): string {
  const error = ERROR_DESCRIPTIONS[status];
  if (error) return error;
  const what = summary ?? `${method} succeeded`;
  if (status === '200') return method === 'GET' || method === 'HEAD' ? what : `${what}: done`;
  if (status === '201') return `${what}: created`;
  if (status === '202') return `${what}: accepted, completed later (a queued job, or a confirmation awaited)`;
  return `${status} ${STATUS_CODES[status] ?? 'response'}: ${what}`;
}

/** A description on a response's schema (zod's `.describe`, a media body) is kept; any other gets one. */
function describedResponses(response: Record<string, unknown>, method: string, summary: string | undefined) {
  return Object.fromEntries(
    Object.entries(response).map(([status, s]) => {
      const schema = (s ?? {}) as JsonSchema;
      if (typeof schema.description === 'string' && schema.description) return [status, schema];
      // @fastify/swagger's own key for a response's description: it never reaches the body's schema.
      return [status, { ...schema, 'x-response-description': responseDescription(status, method, summary) }];
    }),
  );
}

/** Integers in params and query strings, and a description for every response. */
export function declareParamsAndResponses(schema: JsonSchema, method: string): JsonSchema {
  const response = schema.response as Record<string, unknown> | undefined;
  const summary = typeof schema.summary === 'string' ? schema.summary : undefined;
  return {
    ...schema,
    ...(schema.params ? { params: withIntegers(schema.params) } : {}),
    ...(schema.querystring ? { querystring: withIntegers(schema.querystring) } : {}),
    ...(response ? { response: describedResponses(response, method, summary) } : {}),
  };
}
