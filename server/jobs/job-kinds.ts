/**
 * A kind of durable job: its name in the jobs table and the shape of its payload. The payload is stored as JSON
 * and read back by another process, maybe after a deploy changed the code, so the worker checks it against the
 * kind's schema before the handler sees it (job-worker.ts): a handler gets its payload typed, never cast.
 */
import type { z } from 'zod';

export interface JobKind<T> {
  readonly name: string;
  readonly payload: z.ZodType<T>;
}

export function defineJobKind<T>(name: string, payload: z.ZodType<T>): JobKind<T> {
  return { name, payload };
}

/** The payload type of a job kind. */
export type PayloadOf<K> = K extends JobKind<infer T> ? T : never;
