/**
 * A reader of a Legistar Web API (`https://webapi.legistar.com/v1/<client>`): JSON lists, paged by `$top`/`$skip`
 * (the API serves at most 1,000 rows a page), with the client's token as `?token=`. A 5xx answer, a timeout or a
 * dropped connection is retried with a growing pause (the sleeper is injected: tests never wait); a 4xx is not
 * (a refused token stays refused), and a body that is not JSON is an error, never an empty list. Requests run at
 * most `concurrency` at a time. Nothing here knows a city.
 */

/** The API's page size limit. */
export const LEGISTAR_PAGE_SIZE = 1000;

export interface LegistarClientOptions {
  /** The client's base, e.g. `https://webapi.legistar.com/v1/<client>` (no trailing slash needed). */
  baseUrl: string;
  token?: string | undefined;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Attempts per request (1 = no retry). */
  attempts?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Waits between attempts: `backoffMs * 2^(attempt-1)`. Injected so tests do not sleep. */
  sleep?: (ms: number) => Promise<void>;
  backoffMs?: number;
  fetch?: typeof fetch;
}

/** A failure worth saying on the status page: the path asked (never the token) and what went wrong. */
export class LegistarError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** A fault a second asking may not meet: a 5xx, a timeout, a dropped connection, an answer cut short. */
    readonly transient = status === null || status >= 500,
  ) {
    super(message);
    this.name = 'LegistarError';
  }
}

export interface LegistarClient {
  /** One request: the JSON answer of `path` with `query` (OData `$filter` ...). */
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  /** Every row of a list, page after page until a short page. */
  list<T>(path: string, query?: Record<string, string>): Promise<T[]>;
  /** Requests sent so far (retries included). */
  readonly requests: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A gate letting `limit` tasks run at once. */
function gate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function createLegistarClient(options: LegistarClientOptions): LegistarClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const attempts = options.attempts ?? 4;
  const sleep = options.sleep ?? realSleep;
  const backoffMs = options.backoffMs ?? 1000;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const run = gate(options.concurrency ?? 4);
  let requests = 0;

  async function once<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    if (options.token) url.searchParams.set('token', options.token);
    requests++;
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      throw new LegistarError(`${path}: ${timedOut ? `no answer within ${timeoutMs / 1000} s` : `could not connect (${(error as Error).message})`}`, null);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new LegistarError(`${path}: Legistar refused the request (HTTP ${response.status}): the API token is missing or wrong`, response.status);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new LegistarError(`${path}: HTTP ${response.status}`, response.status);
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new LegistarError(`${path}: the answer is not complete JSON (${text.length} bytes)`, response.status, true);
    }
  }

  /** Retried: server errors (5xx), timeouts, dropped connections, cut answers; not 4xx, which a retry will not change. */
  const retryable = (error: unknown) => error instanceof LegistarError && error.transient;

  async function get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
    return run(async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once<T>(path, query);
        } catch (error) {
          if (attempt >= attempts || !retryable(error)) throw error;
          await sleep(backoffMs * 2 ** (attempt - 1));
        }
      }
    });
  }

  async function list<T>(path: string, query: Record<string, string> = {}): Promise<T[]> {
    const rows: T[] = [];
    for (let skip = 0; ; skip += LEGISTAR_PAGE_SIZE) {
      const page = await get<T[]>(path, { ...query, $top: String(LEGISTAR_PAGE_SIZE), $skip: String(skip) });
      if (!Array.isArray(page)) throw new LegistarError(`${path}: expected a list`, null);
      rows.push(...page);
      if (page.length < LEGISTAR_PAGE_SIZE) return rows;
    }
  }

  return {
    get,
    list,
    get requests() {
      return requests;
    },
  };
}
