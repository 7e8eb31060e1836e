/**
 * At most `slots` tasks at a time; the others wait their turn, first come first served. For work heavy enough that
 * a burst of it would take every core from the requests beside it (a large council's whole meeting page: 3 MB of
 * HTML, seconds of rendering).
 */
export interface WorkGate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting (for tests and logs). */
  load(): { running: number; waiting: number };
}

export function createWorkGate(slots: number): WorkGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    async run(task) {
      if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await task();
      } finally {
        next();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
