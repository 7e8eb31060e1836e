/**
 * Fixed-window rate limits, shared across processes through Redis when REDIS_URL is set, else kept in memory.
 * `enforce` throws a 429 with Retry-After; routes call it with a key per IP and, where it matters, per account.
 */
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Milliseconds left on `key` (a counter or a block), 0 when it is absent. */
  remaining(key: string): Promise<number>;
  /** Sets `key` for `ms` (a block that `remaining` reports). */
  block(key: string, ms: number): Promise<void>;
  /** Forgets `key`. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
        if (windows.size > 50_000) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        }
      }
      entry.count++;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async remaining(key) {
      const entry = windows.get(key);
      return entry ? Math.max(0, entry.resetAt - clock.now().getTime()) : 0;
    },
    async block(key, ms) {
      windows.set(key, { count: 1, resetAt: clock.now().getTime() + ms });
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return {
    async hit(key, windowMs) {
      const redisKey = `ratelimit:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(redisKey)
        .pttl(redisKey)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowMs);
        return { count, resetInMs: windowMs };
      }
      return { count, resetInMs: ttl };
    },
    async remaining(key) {
      return Math.max(0, await redis.pttl(`ratelimit:${key}`));
    },
    async block(key, ms) {
      await redis.set(`ratelimit:${key}`, '1', 'PX', Math.max(1, Math.round(ms)));
    },
    async clear(key) {
      await redis.del(`ratelimit:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface RateLimiter {
  /** Counts one hit on `key`; throws 429 once more than `limit` hits fall in the window. */
  enforce(reply: FastifyReply, key: string, limit: number, windowMs: number): Promise<void>;
  /** The store underneath, for limits of another shape (the sign-in delay). */
  store: RateLimitStore;
  close(): Promise<void>;
}

/** The 429 every limit throws, with Retry-After. */
export function tooManyRequests(reply: FastifyReply, resetInMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
  reply.header('Retry-After', String(retryAfter));
  return new AppError(429, 'rate_limited', { values: { retryAfter } });
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async enforce(reply, key, limit, windowMs) {
      let result: { count: number; resetInMs: number };
      try {
        result = await store.hit(key, windowMs);
      } catch {
        // A rate-limit store outage must not take sign-in down with it.
        return;
      }
      if (result.count > limit) throw tooManyRequests(reply, result.resetInMs);
    },
    store,
    close: () => store.close(),
  };
}
