/**
 * Single flight: callers asking for the same key while its work runs share that one run, and the key is free again
 * once it settles (fulfilled or rejected). For rebuilds of cached answers, so an expired popular entry is built once,
 * not once per request waiting on it.
 */
export function createSingleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const shared = running.get(key);
    if (shared) return shared;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
