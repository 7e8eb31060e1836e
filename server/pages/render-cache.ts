/**
 * Rendered pages kept for a few seconds. Rendering a meeting page on the server (its queries, then React) takes
 * tens of milliseconds of CPU; a link in a story or an alert brings many visitors to one page at once, and each
 * would pay it. A page is reused while the records' `version` is unchanged (the caller's: this process's
 * writes) and for at most TTL_MS, so another process's writes show within that time. Visitors who are signed
 * out all see the same page for the same arguments (the shell with the page's head, the URL and anything else
 * the render takes), so the arguments are the key. A render that fell back to the shell is not kept.
 */
import { createBoundedMemo } from '../lib/bounded-memo.ts';

const TTL_MS = 15_000;
/** About 64 MB of UTF-16 at most: some 200 of the largest pages (a meeting page is about 140,000 characters). */
const MAX_CHARS = 32_000_000;

type Render<A extends string[]> = (shell: string, ...rest: A) => Promise<string>;

interface CacheOptions {
  /** Changes whenever a record a page shows may have changed. */
  version: () => string;
  now?: () => number;
}

/** `render` with its pages kept (see above). */
export function cacheRenders<A extends string[]>(render: Render<A>, { version, now = Date.now }: CacheOptions): Render<A> {
  const pages = createBoundedMemo({ ttlMs: TTL_MS, maxChars: MAX_CHARS, version });
  return (shell, ...rest) => {
    const key = [shell, ...rest].join('\u0000');
    return pages.remember(key, () => render(shell, ...rest), {
      // The key is held too, and it holds the whole shell.
      sizeOf: (page) => key.length + page.length,
      keep: (page) => page !== shell,
      now: now(),
    });
  };
}
