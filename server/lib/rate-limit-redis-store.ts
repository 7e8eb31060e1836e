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

/**
 * One script, so Redis runs the read, the check and the increment as one step: concurrent attempts from several
 * processes cannot all see the last free place. A key without expiry is a stale one and starts a new window.
 */
const RESERVE_SCRIPT = `
local ttl = redis.call('PTTL', KEYS[1])
local count = 0
if ttl >= 0 then count = tonumber(redis.call('GET', KEYS[1]) or '0') end
if count >= tonumber(ARGV[1]) then return {0, ttl} end
if ttl < 0 then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[2])
  return {1, tonumber(ARGV[2])}
end
redis.call('INCR', KEYS[1])
return {1, ttl}`;

/** DECR keeps the key's expiry; a missing or spent key is left alone. */
const RELEASE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

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
    async reserve(key, limit, windowMs) {
      const [admitted, resetInMs] = (await redis.eval(RESERVE_SCRIPT, 1, `ratelimit:${key}`, limit, Math.max(1, Math.round(windowMs)))) as [number, number];
      return { admitted: admitted === 1, resetInMs: Math.max(0, resetInMs) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, `ratelimit:${key}`);
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
    reserve: either((s) => s.reserve),
    release: either((s) => s.release),
    remaining: either((s) => s.remaining),
    block: either((s) => s.block),
    clear: either((s) => s.clear),
    async close() {
      await shared.close();
      await local.close();
    },
  };
}
