/**
 * A counter of meeting writes made by this process, so caches of meeting reads know when they are stale.
 * saveMeeting bumps it; anything else that writes meetings directly must call `bumpMeetingsVersion()` too.
 * Writes by other processes are not seen here: caches also expire on a short timer for them. Durable work that
 * must follow a change (the export's rebuild) hears of it in the writing transaction instead: record-changes.ts.
 */
let version = 0;

/** The current version; compare it with the one a cached value was computed at. */
export function meetingsVersion(): number {
  return version;
}

/** Marks every cached meeting read as stale. */
export function bumpMeetingsVersion(): void {
  version++;
}
