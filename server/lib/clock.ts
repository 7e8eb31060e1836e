/** Time as the app sees it. Tests inject a fixed or stepped clock instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export function createManualClock(start: Date | string): Clock & { advance(ms: number): void; set(d: Date | string): void } {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = new Date(d).getTime();
    },
  };
}

/** ISO-8601 UTC text, the format of every timestamp column. */
export function toIso(date: Date): string {
  return date.toISOString();
}
