/**
 * One booted thing (an app with its peers) per test file: made in beforeAll, closed in afterAll. Call it at a test
 * file's top level; the function it returns reads the thing inside tests and hooks, and says so when read earlier
 * (at a file's top level, where beforeAll has not run yet).
 */
import { afterAll, beforeAll } from 'vitest';

export function bootedPerFile<T extends { close(): Promise<void> }>(name: string, boot: () => Promise<T>): () => T {
  let booted: T | undefined;
  beforeAll(async () => {
    booted = await boot();
  });
  afterAll(() => booted?.close());
  return () => {
    if (!booted) throw new Error(`${name}: it boots in beforeAll; read it inside a test or hook`);
    return booted;
  };
}
