/**
 * A field problem the server sent, in the page's language (docs/decisions/031-field-messages-by-code.md). On an
 * English page, the server's own message: it is the original, and names the field and its limit. In another
 * language, the catalogue's text of the message's key when we wrote it (`errors:field.*`), else a wording of
 * zod's code with its params (`errors:issue.*`), else the text of a conflict's error code, else a general
 * wording: never the English.
 */
import type { FieldIssue } from '#contract/errors.ts';
import { i18next } from './i18n.ts';

type Wording = [key: string, values?: Record<string, unknown>];

/** Error codes a field issue may carry whose catalogue text names the field's problem with no value. */
const FIELD_ERROR_CODES: ReadonlySet<string> = new Set(['conflict', 'email_taken', 'username_taken', 'already_subscribed']);

const NUMBER_ORIGINS: ReadonlySet<unknown> = new Set(['number', 'int', 'bigint', 'date']);

/** The least count a limit allows: an exclusive limit allows one more (or one less). */
function bound(limit: unknown, inclusive: unknown, step: 1 | -1): number {
  const value = Number(limit);
  return inclusive === false ? value + step : value;
}

function sizeWording(issue: FieldIssue, direction: 'small' | 'big'): Wording | null {
  const params = issue.params ?? {};
  const limit = direction === 'small' ? params.minimum : params.maximum;
  if (typeof limit !== 'number') return null;
  if (NUMBER_ORIGINS.has(params.origin)) {
    const name = direction === 'small' ? 'number_too_small' : 'number_too_big';
    return [params.inclusive === false ? `${name}_exclusive` : name, { [direction === 'small' ? 'minimum' : 'maximum']: limit }];
  }
  const count = bound(limit, params.inclusive, direction === 'small' ? 1 : -1);
  if (params.origin === 'string') {
    if (direction === 'small' && count <= 1) return ['required'];
    if (params.exact === true) return ['exact_length', { count }];
    return [direction === 'small' ? 'too_short' : 'too_long', { count }];
  }
  if (params.origin === 'array' || params.origin === 'set') return [direction === 'small' ? 'too_few' : 'too_many', { count }];
  return null;
}

/** zod's issue code and params as a wording of `errors:issue`, or null for a code with no wording of its own. */
function codeWording(issue: FieldIssue): Wording | null {
  switch (issue.code) {
    case 'too_small':
      return sizeWording(issue, 'small');
    case 'too_big':
      return sizeWording(issue, 'big');
    case 'invalid_format': {
      const format = issue.params?.format;
      return [format === 'email' || format === 'url' ? format : 'format'];
    }
    case 'not_multiple_of':
      return ['not_multiple_of', { divisor: issue.params?.divisor }];
    case 'invalid_type':
    case 'invalid_value':
    case 'unrecognized_keys':
      return [issue.code];
    default:
      return null;
  }
}

export function fieldIssueText(issue: FieldIssue): string {
  if (i18next.resolvedLanguage === 'en' && issue.message) return issue.message;
  if (issue.key && i18next.exists(`errors:field.${issue.key}`)) return i18next.t(`errors:field.${issue.key}`);
  const wording = codeWording(issue);
  if (wording) return i18next.t(`errors:issue.${wording[0]}`, wording[1]);
  if (FIELD_ERROR_CODES.has(issue.code)) return i18next.t(`errors:${issue.code}`);
  return i18next.t('errors:issue.invalid');
}
