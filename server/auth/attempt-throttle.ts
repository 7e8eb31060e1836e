/**
 * Wrong-password delays that slow a guesser without locking the owner out. After a few free failures on a key,
 * each further failure makes the next attempt wait twice as long (1 s, 2 s, 4 s ... up to a cap); an attempt
 * inside the wait answers 429 with Retry-After and costs no password hash. Each attempt is counted before its
 * password is checked, so concurrent guesses are held like sequential ones; a success gives its count back.
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

/** One attempt under way: what it took is kept if the password was wrong, and given back by `succeeded`. */
export interface Attempt {
  /** The password was right: gives back this attempt's places, its counted failure and the wait it started. */
  succeeded(): Promise<void>;
}

export interface AttemptLimits {
  /** Fixed windows of `limit` places each (per network): counted per attempt, given back on success. */
  places?: [key: string, limit: number, windowMs: number][];
  /** Growing waits (per account): the attempt counts as a failure, and past the free ones must find no wait running. */
  delays?: [key: string, policy: DelayPolicy][];
}

export interface AttemptThrottle {
  /**
   * Counts the attempt as a failure on every key before the password is checked, each in one atomic store step,
   * or throws 429 with Retry-After (giving back what it took) when a limit is reached or a wait is running.
   * Concurrent attempts therefore cannot all pass a check that only a counted failure would close (issue 35:
   * 59 of 60 simultaneous guesses passed a limit of 30). Past the free failures, the attempt takes the wait
   * itself (the next one may start after it), so only one attempt at a time passes each wait.
   */
  begin(reply: FastifyReply, limits: AttemptLimits): Promise<Attempt>;
  /** Forgets the failures of `keys`. */
  succeed(keys: string[]): Promise<void>;
}

/** Store errors never block an attempt: a rate-limit outage must not take sign-in down with it. */
export function createAttemptThrottle(store: RateLimitStore): AttemptThrottle {
  const quietly = async (steps: (() => Promise<void>)[]) => {
    try {
      for (const step of steps.reverse()) await step();
    } catch {
      // See above.
    }
  };
  return {
    async begin(reply, { places = [], delays = [] }) {
      // What a success (or a refusal) gives back, in the order it was taken.
      const taken: (() => Promise<void>)[] = [];
      let refusal: { resetInMs: number } | null = null;
      try {
        for (const [key, limit, windowMs] of places) {
          const place = await store.reserve(`attempts:${key}`, limit, windowMs);
          if (!place.admitted) {
            refusal = place;
            break;
          }
          taken.push(() => store.release(`attempts:${key}`));
        }
        for (const [key, policy] of refusal ? [] : delays) {
          const { count } = await store.hit(`failures:${key}`, policy.windowMs);
          taken.push(() => store.release(`failures:${key}`));
          const waitMs = delayAfter(count, policy);
          if (waitMs === 0) continue;
          const turn = await store.reserve(`wait:${key}`, 1, waitMs);
          if (!turn.admitted) {
            refusal = turn;
            break;
          }
          taken.push(() => store.clear(`wait:${key}`));
        }
      } catch {
        // See above: the attempt goes on, and a success gives back what was taken.
      }
      if (refusal) {
        await quietly(taken);
        throw tooManyRequests(reply, refusal.resetInMs);
      }
      return { succeeded: () => quietly(taken) };
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
