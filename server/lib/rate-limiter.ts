/**
 * Fixed-window rate limits, shared across processes through Redis when REDIS_URL is set
 * (./rate-limit-redis-store.ts), else kept in a bounded memory store (./rate-limit-memory-store.ts).
 * `enforce` throws a 429 with Retry-After; routes call it with a key per IP and, where it matters, per account.
 */
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /**
   * Counts one hit in `key`'s window. `limit`, when given, lets the store know a window past it is a client being
   * refused, which the embedded store keeps longest when it must evict (issue 51).
   */
  hit(key: string, windowMs: number, limit?: number): Promise<{ count: number; resetInMs: number }>;
  /**
   * Takes one of `limit` places in `key`'s window in a single atomic step (increment-then-check: two concurrent
   * callers can never both take the last place), or none when all are taken. An attempt that reserves before it
   * is evaluated is counted before any other can pass the same check (issue 35: 59 concurrent sign-ins passed a
   * limit of 30 that was counted after each was checked).
   */
  reserve(key: string, limit: number, windowMs: number): Promise<{ admitted: boolean; resetInMs: number }>;
  /** Gives back one place taken by `reserve` (an attempt that turned out not to count); never below zero. */
  release(key: string): Promise<void>;
  /** Milliseconds left on `key` (a counter or a block), 0 when it is absent. */
  remaining(key: string): Promise<number>;
  /** Sets `key` for `ms` (a block that `remaining` reports). */
  block(key: string, ms: number): Promise<void>;
  /** Forgets `key`. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
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
        result = await store.hit(key, windowMs, limit);
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
