/**
 * The embedded store stays bounded and O(1) however many networks hit it; the Redis store answers within its
 * timeout and logs when Redis is gone (issue 35).
 */
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from './clock.ts';
import { createMemoryStore } from './rate-limit-memory-store.ts';
import { createRedisStore, REDIS_COMMAND_TIMEOUT_MS } from './rate-limit-redis-store.ts';

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
