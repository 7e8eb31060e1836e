import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.ts';

/** A piece of work the test finishes by hand, counting how often it was started. */
function gatedWork() {
  let starts = 0;
  let release: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const work = () => {
    starts += 1;
    return new Promise<string>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return { work, starts: () => starts, release: (v: string) => release(v), fail: (e: Error) => fail(e) };
}

describe('single flight', () => {
  it('runs the work once for callers that ask while it runs, and gives each the same answer', async () => {
    const flight = createSingleFlight<string>();
    const gate = gatedWork();
    const answers = Promise.all([flight('page', gate.work), flight('page', gate.work), flight('page', gate.work)]);
    gate.release('built');
    expect(await answers).toEqual(['built', 'built', 'built']);
    expect(gate.starts()).toBe(1);
  });

  it('runs again once the earlier run settled, and keeps different keys apart', async () => {
    const flight = createSingleFlight<string>();
    const gate = gatedWork();
    const first = flight('a', gate.work);
    gate.release('one');
    await first;
    const second = flight('a', gate.work);
    gate.release('two');
    expect(await second).toBe('two');
    const other = gatedWork();
    const third = flight('b', other.work);
    other.release('b');
    await third;
    expect([gate.starts(), other.starts()]).toEqual([2, 1]);
  });

  it('frees the key after a failure, so the next caller tries again', async () => {
    const flight = createSingleFlight<string>();
    const gate = gatedWork();
    const failing = flight('page', gate.work);
    gate.fail(new Error('database busy'));
    await expect(failing).rejects.toThrow('database busy');
    const retry = flight('page', gate.work);
    gate.release('built');
    expect(await retry).toBe('built');
    expect(gate.starts()).toBe(2);
  });
});
