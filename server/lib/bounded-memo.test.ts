/** The bounded memo: reused within its time and version, bounded in characters and entries, oldest out first. */
import { describe, expect, it } from 'vitest';
import { createBoundedMemo } from './bounded-memo.ts';

/** A computation that counts its runs and answers `answer`. */
function counted<T>(answer: () => T) {
  const runs = { count: 0 };
  const compute = async () => {
    runs.count++;
    return answer();
  };
  return { runs, compute };
}

describe('createBoundedMemo', () => {
  it('reuses an answer for its time and its version, then computes again', async () => {
    let version = 1;
    const memo = createBoundedMemo({ ttlMs: 1_000, maxChars: 100, version: () => version });
    const { runs, compute } = counted(() => 'answer');
    // Callers at once share the one computation.
    expect(await Promise.all([memo.remember('k', compute, { now: 0 }), memo.remember('k', compute, { now: 0 })])).toEqual(['answer', 'answer']);
    expect(await memo.remember('k', compute, { now: 999 })).toBe('answer');
    expect(runs.count).toBe(1);
    await memo.remember('k', compute, { now: 1_000 });
    expect(runs.count).toBe(2);
    version = 2;
    await memo.remember('k', compute, { now: 1_001 });
    await memo.remember('k', compute, { now: 1_002 });
    expect(runs.count).toBe(3);
    // Another key is another answer.
    await memo.remember('other', compute, { now: 1_002 });
    expect(runs.count).toBe(4);
  });

  it('keeps neither a failed computation nor an answer it is told not to keep', async () => {
    const memo = createBoundedMemo({ ttlMs: 1_000, maxChars: 100, version: () => 1 });
    await expect(memo.remember('k', () => Promise.reject(new Error('down')), { now: 0 })).rejects.toThrow('down');
    expect(await memo.remember('k', async () => 'ok', { now: 1 })).toBe('ok');

    const { runs, compute } = counted(() => 'fallback');
    const keep = (answer: string) => answer !== 'fallback';
    await memo.remember('f', compute, { keep, now: 0 });
    await memo.remember('f', compute, { keep, now: 1 });
    expect(runs.count).toBe(2);
  });

  it('a computation that fails after a newer one began leaves the newer answer', async () => {
    let version = 1;
    const memo = createBoundedMemo({ ttlMs: 1_000, maxChars: 100, version: () => version });
    let fail!: (error: Error) => void;
    const first = memo.remember('k', () => new Promise<string>((_resolve, reject) => (fail = reject)), { now: 0 });
    version = 2;
    expect(await memo.remember('k', async () => 'newer', { now: 1 })).toBe('newer');
    fail(new Error('late'));
    await expect(first).rejects.toThrow('late');
    const { runs, compute } = counted(() => 'again');
    expect(await memo.remember('k', compute, { now: 2 })).toBe('newer');
    expect(runs.count).toBe(0);
  });

  it('holds the characters of its answers under maxChars, dropping the oldest first', async () => {
    const memo = createBoundedMemo({ ttlMs: 1_000, maxChars: 10, version: () => 1 });
    const sizeOf = (text: string) => text.length;
    const runs = { a: 0, b: 0, c: 0 };
    const text = (name: 'a' | 'b' | 'c') => async () => {
      runs[name]++;
      return name.repeat(4);
    };
    await memo.remember('a', text('a'), { sizeOf, now: 0 });
    await memo.remember('b', text('b'), { sizeOf, now: 0 });
    // Twelve characters pass the limit of ten: 'a', the oldest, goes.
    await memo.remember('c', text('c'), { sizeOf, now: 0 });
    await memo.remember('b', text('b'), { sizeOf, now: 0 });
    await memo.remember('c', text('c'), { sizeOf, now: 0 });
    expect(runs).toEqual({ a: 1, b: 1, c: 1 });
    await memo.remember('a', text('a'), { sizeOf, now: 0 });
    expect(runs.a).toBe(2);
    // Answers that say no size are not counted.
    const { runs: unsized, compute } = counted(() => 'x'.repeat(100));
    await memo.remember('big', compute, { now: 0 });
    await memo.remember('big', compute, { now: 0 });
    expect(unsized.count).toBe(1);
  });

  it('keeps at most maxEntries answers, dropping the oldest first', async () => {
    const memo = createBoundedMemo({ ttlMs: 1_000, maxChars: 100, maxEntries: 2, version: () => 1 });
    const runs: string[] = [];
    const compute = (key: string) => async () => {
      runs.push(key);
      return key;
    };
    for (const key of ['a', 'b', 'c', 'b', 'c', 'a']) await memo.remember(key, compute(key), { now: 0 });
    expect(runs).toEqual(['a', 'b', 'c', 'a']);
  });
});
