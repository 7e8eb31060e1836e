/**
 * The one way the browser calls the API: same origin, JSON in and out, the bearer token from local storage
 * (key `token`, spec §3 Stored token), and every non-success status raised as an `ApiError` carrying the
 * status, the error code and the response text (spec §7).
 */
import type { ErrorCode, FieldIssue } from '#contract/errors.ts';
import { fieldIssueText } from './field-issue-text.ts';
import { i18next } from './i18n.ts';

/** The local-storage key of the sign-in token (spec §3). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * The key of this page's city's token: `token` for the default city (spec §3), `token:<api base>` for a city served
 * beside it (issue 46), whose accounts are its own. One origin serves them all, and a token one city rejects
 * (401) is forgotten: with one key, visiting another city would sign a resident out of theirs.
 */
let tokenKey = TOKEN_STORAGE_KEY;
export function tokenStorageKey(): string {
  return tokenKey;
}

/** Codes whose catalogue text interpolates a value only the server knows. */
const VALUE_NEEDING_CODES: ReadonlySet<string> = new Set(['not_found', 'route_not_found', 'payload_too_large']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error' | 'timeout',
    message: string,
    readonly responseText: string,
    readonly details?: unknown,
    /** Seconds to wait before trying again, from a 429's or 503's Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status} ${message}`);
    this.name = 'ApiError';
  }

  /**
   * The per-field problems of a 400 (or a 409 naming its field), keyed by field name, for showing next to each
   * field: in the page's language, worded from each problem's code (field-issue-text.ts).
   */
  fieldErrors(): Record<string, string> {
    if (!Array.isArray(this.details)) return {};
    const out: Record<string, string> = {};
    for (const issue of this.details as FieldIssue[]) {
      if (issue && typeof issue.field === 'string' && !(issue.field in out)) {
        out[issue.field] = fieldIssueText(issue);
      }
    }
    return out;
  }

  /**
   * Text for a person, from the error's code through the catalogue (errors namespace), in the page's language:
   * never the server's English `message`, which is for developers and logs. A code whose text names a value the
   * browser does not have (which resource, which path, which limit) gets its `_plain` wording.
   */
  get userMessage(): string {
    const lacksWait = this.code === 'rate_limited' && this.retryAfterSeconds === undefined;
    const key = VALUE_NEEDING_CODES.has(this.code) || lacksWait ? `errors:${this.code}_plain` : `errors:${this.code}`;
    return i18next.t(key, { retryAfter: this.retryAfterSeconds, defaultValue: i18next.t('errors:internal_error') });
  }
}

export function getStoredToken(): string | null {
  try {
    return window.localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

export function setStoredToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(tokenKey);
    else window.localStorage.setItem(tokenKey, token);
  } catch {
    // Private mode or storage disabled: the session lasts until the page is closed.
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bytes to send as they are instead of JSON (an uploaded PDF), with their content type. */
  rawBody?: { data: Blob; type: string };
  signal?: AbortSignal;
  /** Abort after this many ms (the spec's 15 s for meetings, 5 s for organizations and campaigns). */
  timeoutMs?: number;
  /** Query parameters; undefined and empty values are left out. */
  query?: Record<string, string | number | boolean | undefined | null>;
}

/**
 * Where the API calls go: the fetch that answers them and the base path of the page's city (`/api/v1`, or
 * `/api/v1/cities/<id>` for a city served beside the default one, issue 46). In the browser one page is one city,
 * set once by main.tsx; the server renders pages of several cities at once, so entry-server.tsx gives each render
 * its own (`setApiTargetSource`). Same requests, same answers.
 */
export interface ApiTarget {
  fetch: typeof fetch;
  base: string;
}
let browserTarget: ApiTarget = { fetch: (input, init) => fetch(input, init), base: '/api/v1' };
let currentTarget: () => ApiTarget = () => browserTarget;

/** The browser's API base, from the city the page came with (and with it the key of its sign-in token). */
export function setApiBase(base: string): void {
  browserTarget = { ...browserTarget, base };
  tokenKey = base === '/api/v1' ? TOKEN_STORAGE_KEY : `${TOKEN_STORAGE_KEY}:${base}`;
}

/** The server renderer's: each render's own fetch and base. */
export function setApiTargetSource(source: () => ApiTarget): void {
  currentTarget = source;
}

/**
 * A path the server wrote under `/api/v1` (a stored minutes PDF, a page image) under the page's city's API base,
 * where that city's app serves it; any other URL unchanged.
 */
export function cityApiPath(path: string): string {
  return path.startsWith('/api/v1/') ? `${currentTarget().base}${path.slice('/api/v1'.length)}` : path;
}

/** Builds `<api base>/<path>?query` (`/api/v1/<path>` for the default city). */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${currentTarget().base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Retry-After in seconds: a number of seconds, or an HTTP date (RFC 9110 §10.2.3); undefined when absent. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Calls the API and returns the parsed JSON (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.rawBody) headers['Content-Type'] = options.rawBody.type;

  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (options.timeoutMs) signals.push(AbortSignal.timeout(options.timeoutMs));
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];

  let response: Response;
  try {
    response = await currentTarget().fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.rawBody ? options.rawBody.data : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ApiError(0, 'timeout', 'The request took too long.', '');
    }
    throw new ApiError(0, 'network_error', 'Could not reach the server.', '');
  }

  const text = await response.text();
  if (!response.ok) {
    let code: ApiError['code'] = 'internal_error';
    let message = text || response.statusText;
    let details: unknown;
    try {
      const parsed = JSON.parse(text) as { error?: { code?: ErrorCode; message?: string; details?: unknown } };
      if (parsed.error?.code) code = parsed.error.code;
      if (parsed.error?.message) message = parsed.error.message;
      details = parsed.error?.details;
    } catch {
      // Not our error shape (a proxy's page, say): keep the raw text.
    }
    throw new ApiError(response.status, code, message, text, details, parseRetryAfter(response.headers.get('Retry-After')));
  }
  if (response.status === 204 || text === '') return undefined as T;
  return JSON.parse(text) as T;
}
