import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate.ts';

/** A task that runs until `finish` is called, noting when it started. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => (log.push(`start ${name}`), await done, name), finish };
}

describe('a work gate', () => {
  it('runs one task at a time in order of arrival, each the moment the one before ends', async () => {
    const gate = createWorkGate(1);
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldTask(log, name));
    const results = [gate.run(a!.task), gate.run(b!.task), gate.run(c!.task)];
    await Promise.resolve();
    expect(log).toEqual(['start a']);
    expect(gate.load()).toEqual({ running: 1, waiting: 2 });
    a!.finish();
    await expect(results[0]).resolves.toBe('a');
    await expect.poll(() => log).toEqual(['start a', 'start b']);
    b!.finish();
    c!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createWorkGate(1);
    await expect(gate.run(async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
