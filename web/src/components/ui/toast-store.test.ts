import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const t of getToasts()) toast.dismiss(t.id);
  vi.useRealTimers();
});

describe('toasts (spec §2 Toasts)', () => {
  it.each([
    ['success', 3000],
    ['error', 5000],
    ['blank', 4000],
    ['custom', 4000],
  ] as const)('%s toasts stay %i ms', (type, ms) => {
    const id = type === 'blank' ? toast('hello') : toast[type]('hello');
    vi.advanceTimersByTime(ms - 1);
    expect(getToasts().map((t) => t.id)).toContain(id);
    vi.advanceTimersByTime(1);
    expect(getToasts().map((t) => t.id)).not.toContain(id);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const id = toast.loading('Working');
    vi.advanceTimersByTime(60_000);
    expect(getToasts().map((t) => t.id)).toContain(id);
    toast.dismiss(id);
    expect(getToasts()).toEqual([]);
  });
});
