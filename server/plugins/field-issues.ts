/**
 * Field issues as the API sends them: besides the English `message`, a stable `code` with the `params` its
 * wording needs, and the `key` of a message we wrote, so the browser words each problem in the reader's
 * language (docs/decisions/031-field-messages-by-code.md).
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldIssue } from '#contract/errors.ts';
import { fieldMessageKey } from '#contract/field-messages.ts';

type Param = NonNullable<FieldIssue['params']>[string];

/**
 * The parts of a zod issue a wording may name. Never `input` (what was typed: a password, say) nor `inst`
 * (the schema object a refinement adds).
 */
const PARAM_NAMES = ['origin', 'minimum', 'maximum', 'inclusive', 'exact', 'format', 'expected', 'divisor', 'values', 'keys'];

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

function toParam(value: unknown): Param | undefined {
  if (isPrimitive(value)) return value;
  // zod's bigint limits (the id schemas' 2^53) and date limits as numbers a client can print.
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.every(isPrimitive)) return value;
  return undefined;
}

function pickParams(source: Record<string, unknown> | undefined): FieldIssue['params'] {
  if (!source) return undefined;
  const params: Record<string, Param> = {};
  for (const name of PARAM_NAMES) {
    const value = toParam(source[name]);
    if (value !== undefined) params[name] = value;
  }
  return Object.keys(params).length ? params : undefined;
}

/** Adds the `key` of a message we wrote, when the message is one (contract/field-messages.ts). */
export function withMessageKey(issue: FieldIssue): FieldIssue {
  const key = issue.key ?? fieldMessageKey(issue.message);
  return key ? { ...issue, key } : issue;
}

/** One schema validation problem (fastify-type-provider-zod's shape of a zod issue) as a field issue. */
export function fromValidationError(
  issue: FastifySchemaValidationError,
  location: string,
  fallbackMessage: string,
): FieldIssue {
  const params = pickParams(issue.params as Record<string, unknown> | undefined);
  return withMessageKey({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    location,
    code: issue.keyword,
    message: issue.message ?? fallbackMessage,
    ...(params ? { params } : {}),
  });
}

function isFieldIssue(value: unknown): value is FieldIssue {
  const issue = value as Partial<FieldIssue> | null;
  return typeof issue === 'object' && issue !== null && typeof issue.field === 'string' && typeof issue.message === 'string';
}

/** An error's details with every field issue keyed; other details (not a list of field issues) as they are. */
export function keyFieldIssues(details: unknown): unknown {
  return Array.isArray(details) && details.every(isFieldIssue) ? details.map(withMessageKey) : details;
}
