/**
 * The tail every command shares: run its `main`, exit with the code it returns (0 done, 1 failed, 2 misused), or
 * print what it threw and exit 1. The exit is explicit, so nothing a command leaves open (a pool's socket, a
 * timer) keeps a finished command, and the cron line that started it, waiting.
 */
export interface RunCliOptions {
  /** Print a thrown error's stack rather than its message alone (an evaluation run, read by its author). */
  stack?: boolean;
}

export function runCli(main: () => Promise<number>, options: RunCliOptions = {}): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (options.stack ? error.stack : error.message) : error);
      process.exit(1);
    },
  );
}
