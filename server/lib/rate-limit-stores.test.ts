/**
 * The embedded store stays bounded and O(1) however many networks hit it; the Redis store answers within its
 * timeout and logs when Redis is gone (issue 35).
 */
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from './clock.ts';
import { createMemoryStore } from './rate-limit-memory-store.ts';
import { createRedisStore, REDIS_COMMAND_TIMEOUT_MS } from './rate-limit-redis-store.ts';
import type { RateLimitStore } from './rate-limiter.ts';

const silentLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

describe('the memory rate-limit store', () => {
  it('holds at most its bound, and 100,000 new keys past it cost no scan', async () => {
    const store = createMemoryStore(systemClock, 50_000);
    for (let i = 0; i < 50_000; i++) await store.hit(`k${i}`, 60_000);
    const started = performance.now();
    for (let i = 50_000; i < 150_000; i++) await store.hit(`k${i}`, 60_000);
    const elapsed = performance.now() - started;
    expect(store.size()).toBe(50_000);
    // The old store scanned all 50,000 keys for each new one: minutes for this loop. O(1) work takes well under 2 s.
    expect(elapsed).toBeLessThan(2000);
    // The newest windows are kept and still count.
    expect((await store.hit('k149999', 60_000)).count).toBe(2);
    expect((await store.hit('k0', 60_000)).count).toBe(1);
  });

  it('keeps a refused client refused under a flood of new keys past its bound, evicting others first (issue 51)', async () => {
    const store = createMemoryStore(systemClock, 10_000);
    // The client goes past its limit of 5, then floods 50,000 new keys (five times the bound).
    for (let i = 0; i < 6; i++) await store.hit('login:net:2001:db8:51::/64', 60_000, 5);
    await store.block('login:delay:victim@example.org', 60_000);
    for (let i = 0; i < 50_000; i++) await store.hit(`flood:${i}`, 60_000, 5);
    expect(store.size()).toBe(10_000);
    // Its counter went on (7 > 5: still refused), and the block holds; the flood's oldest keys went instead.
    expect((await store.hit('login:net:2001:db8:51::/64', 60_000, 5)).count).toBe(7);
    expect(await store.remaining('login:delay:victim@example.org')).toBeGreaterThan(0);
    expect((await store.hit('flood:0', 60_000, 5)).count).toBe(1);
    // A client within its limit is evicted in its turn, as before.
    await store.hit('polite', 60_000, 5);
    for (let i = 0; i < 10_000; i++) await store.hit(`flood2:${i}`, 60_000, 5);
    expect((await store.hit('polite', 60_000, 5)).count).toBe(1);
  });
});

describe('the Redis rate-limit store', () => {
  it('answers from this process within its timeout while Redis is unreachable, and logs the outage', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: unknown, msg: string) => warnings.push(msg), info: () => undefined } as unknown as FastifyBaseLogger;
    // Nothing listens on port 1: every command fails.
    const store = createRedisStore('redis://127.0.0.1:1/0', systemClock, log);
    try {
      const started = performance.now();
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) counts.push((await store.hit('outage-key', 60_000)).count);
      expect(performance.now() - started).toBeLessThan(3 * REDIS_COMMAND_TIMEOUT_MS + 500);
      // The limit still counts, per process.
      expect(counts).toEqual([1, 2, 3]);
      expect(warnings.some((m) => m.includes('unavailable'))).toBe(true);
    } finally {
      await store.close();
    }
  });
});

describe('reserving a place in a window (sign-in attempts, issue 35)', () => {
  const reserveConcurrently = async (store: RateLimitStore, key: string) => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.reserve(key, 5, 60_000)));
    return answers.filter((a) => a.admitted).length;
  };

  it.each([
    ['memory', () => createMemoryStore(systemClock)],
    ['Redis', () => createRedisStore('redis://127.0.0.1:6379/0', systemClock, silentLog)],
  ])('admits at most the limit of 20 concurrent reservations in the %s store, and a released place is taken again', async (_, make) => {
    const store = make();
    const key = `reserve-test:${Date.now()}:${Math.random()}`;
    try {
      expect(await reserveConcurrently(store, key)).toBe(5);
      await store.release(key);
      expect(await reserveConcurrently(store, key)).toBe(1);
      // Releasing more than was taken never makes room beyond the limit.
      for (let i = 0; i < 10; i++) await store.release(key);
      expect(await reserveConcurrently(store, key)).toBe(5);
    } finally {
      await store.clear(key);
      await store.close();
    }
  });
});
