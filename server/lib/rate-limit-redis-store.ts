/**
 * The rate-limit store shared by every process through Redis (REDIS_URL), and its outage policy: a command that
 * fails or takes longer than REDIS_COMMAND_TIMEOUT_MS is answered by this process's own memory store instead, so
 * limits keep holding per process (never off, never a hung request) and sign-in stays up. The outage is logged
 * as a warning once a minute while it lasts, and once when Redis answers again. Decision 059.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from './clock.ts';
import { createMemoryStore } from './rate-limit-memory-store.ts';
import type { RateLimitStore } from './rate-limiter.ts';

/** The longest a request waits on Redis before the local store answers. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
const OUTAGE_LOG_EVERY_MS = 60_000;

function redisOnly(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const redisKey = `ratelimit:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [[null, number], [null, number]];
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
      redis.disconnect();
    },
  };
}

export function createRedisStore(url: string, clock: Clock, log: FastifyBaseLogger): RateLimitStore {
  // The command timeout bounds every wait, a queued one too while Redis is being reconnected.
  const redis = new Redis(url, { commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  const shared = redisOnly(redis);
  const local = createMemoryStore(clock);
  let lastLoggedAt = -Infinity;
  let down = false;
  const outage = (err: unknown) => {
    const now = clock.now().getTime();
    if (!down || now - lastLoggedAt >= OUTAGE_LOG_EVERY_MS) {
      log.warn({ err }, 'Rate-limit store (Redis) unavailable: limits are kept per process until it is back');
      lastLoggedAt = now;
    }
    down = true;
  };
  // ioredis reports connection errors as events; without a listener they would go to stderr unlogged.
  redis.on('error', outage);
  const either =
    <A extends unknown[], R>(pick: (store: RateLimitStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await pick(shared)(...args);
        if (down) {
          down = false;
          log.info('Rate-limit store (Redis) is back: limits are shared again');
        }
        return result;
      } catch (err) {
        outage(err);
        return pick(local)(...args);
      }
    };
  return {
    hit: either((s) => s.hit),
    remaining: either((s) => s.remaining),
    block: either((s) => s.block),
    clear: either((s) => s.clear),
    async close() {
      await shared.close();
      await local.close();
    },
  };
}
