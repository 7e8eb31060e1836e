/**
 * Built feeds kept in this process for a short while: feed readers and calendars poll on timers, many at once,
 * and a feed changes only when a meeting is written. An entry lasts while this process has written no meeting
 * (meetingsVersion) and for at most a minute, which bounds how late another process's writes show. 304s are
 * answered from the cached body's tag, so a poll that finds nothing new costs no query.
 */
import { meetingsVersion } from '../../meetings/meetings-version.ts';
import { createListCache } from '../../meetings/routes/list-cache.ts';

const TTL_MS = 60_000;
const MAX_BYTES = 16 * 1024 * 1024;

export interface BuiltFeed {
  body: string;
  /** The newest change among the entries; undefined for an empty feed. */
  lastModified?: Date;
}

export type FeedCache = (key: string, build: () => Promise<BuiltFeed>) => Promise<BuiltFeed>;

/** A cache for one app instance (each has its own PUBLIC_URL, which the bodies contain). */
export function createFeedCache(): FeedCache {
  const cache = createListCache({ ttlMs: TTL_MS, maxBytes: MAX_BYTES });
  return async (key, build) => {
    const version = meetingsVersion();
    const hit = cache.get(key, version, 'identity');
    if (hit) {
      const stored = JSON.parse(hit.toString('utf8')) as { body: string; lastModified: string | null };
      return { body: stored.body, lastModified: stored.lastModified ? new Date(stored.lastModified) : undefined };
    }
    const built = await build();
    const stored = { body: built.body, lastModified: built.lastModified?.toISOString() ?? null };
    cache.set(key, version, 'identity', Buffer.from(JSON.stringify(stored)));
    return built;
  };
}
