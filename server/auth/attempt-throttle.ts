/**
 * Wrong-password delays that slow a guesser without locking the owner out. After a few free failures on a key,
 * each further failure makes the next attempt wait twice as long (1 s, 2 s, 4 s ... up to a cap); an attempt
 * inside the wait answers 429 with Retry-After and costs no password hash. A success forgets the failures.
 *
 * Sign-in keeps two keys: the account from one address (a guesser there waits up to 15 minutes, the owner
 * elsewhere not at all) and the account from everywhere (a guesser spread over many addresses gets one try per
 * 60 s at worst, and so does the owner: slower, never shut out). At one try a minute after 20 free ones and six
 * doublings, no hour holds more than about 85 failures on one account (ASVS L2 allows 100). The fixed lockout this replaces let anyone
 * lock anyone out for 15 minutes with ten wrong passwords.
 */
import type { FastifyReply } from 'fastify';
import { type RateLimitStore, tooManyRequests } from '../lib/rate-limiter.ts';

export interface DelayPolicy {
  /** Failures in the window that cost nothing. */
  freeFailures: number;
  /** The first wait after the free failures; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  capMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

export const SIGN_IN_DELAYS = {
  /** One account from one client address. */
  accountAndAddress: { freeFailures: 5, baseMs: 1000, capMs: 15 * 60 * 1000, windowMs: 60 * 60 * 1000 },
  /** One account from every address together. */
  account: { freeFailures: 20, baseMs: 1000, capMs: 60 * 1000, windowMs: 60 * 60 * 1000 },
  /** The current password asked by change-password, email change and account deletion (a signed-in session). */
  currentPassword: { freeFailures: 5, baseMs: 1000, capMs: 15 * 60 * 1000, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, DelayPolicy>;

/** The wait after `failures` failures under `policy` (0 while free). */
export function delayAfter(failures: number, policy: DelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.capMs, policy.baseMs * 2 ** doublings);
}

export interface AttemptThrottle {
  /** Throws 429 with Retry-After while any of `keys` is waiting. */
  check(reply: FastifyReply, keys: string[]): Promise<void>;
  /** Records one failure on each key under its policy. */
  fail(entries: [key: string, policy: DelayPolicy][]): Promise<void>;
  /**
   * Takes one of `limit` places of `key`'s fixed window before the attempt is evaluated (atomically: concurrent
   * attempts cannot all pass), or throws 429 with Retry-After when they are all taken. A failure keeps its place;
   * call the returned function when the attempt succeeds, so people who get their password right are never held
   * back by the limit.
   */
  reserve(reply: FastifyReply, key: string, limit: number, windowMs: number): Promise<() => Promise<void>>;
  /** Forgets the failures of `keys`. */
  succeed(keys: string[]): Promise<void>;
}

/** Store errors never block an attempt: a rate-limit outage must not take sign-in down with it. */
export function createAttemptThrottle(store: RateLimitStore): AttemptThrottle {
  return {
    async check(reply, keys) {
      let waitMs = 0;
      try {
        for (const key of keys) waitMs = Math.max(waitMs, await store.remaining(`wait:${key}`));
      } catch {
        return;
      }
      if (waitMs > 0) throw tooManyRequests(reply, waitMs);
    },
    async fail(entries) {
      try {
        for (const [key, policy] of entries) {
          const { count } = await store.hit(`failures:${key}`, policy.windowMs);
          const waitMs = delayAfter(count, policy);
          if (waitMs > 0) await store.block(`wait:${key}`, waitMs);
        }
      } catch {
        // See above.
      }
    },
    async reserve(reply, key, limit, windowMs) {
      let reservation: { admitted: boolean; resetInMs: number };
      try {
        reservation = await store.reserve(`attempts:${key}`, limit, windowMs);
      } catch {
        return async () => undefined;
      }
      if (!reservation.admitted) throw tooManyRequests(reply, reservation.resetInMs);
      return async () => {
        try {
          await store.release(`attempts:${key}`);
        } catch {
          // See above.
        }
      };
    },
    async succeed(keys) {
      try {
        for (const key of keys) {
          await store.clear(`failures:${key}`);
          await store.clear(`wait:${key}`);
        }
      } catch {
        // See above.
      }
    },
  };
}
