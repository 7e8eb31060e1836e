import { describe, expect, it } from 'vitest';
import { holdReason } from './held-documents.ts';

describe('holdReason', () => {
  it('holds a document reading as no items, or far fewer than a meeting of the same sitting holds', () => {
    expect(holdReason('agenda', 0, 13, true)).toMatch(/reads as no items, and the meeting holds 13/);
    expect(holdReason('minutes', 0, 1, false)).toMatch(/reads as no items/);
    expect(holdReason('agenda', 3, 13, true)).toBe('the agenda reads as 3 items, and the meeting holds 13: held, the meeting is unchanged');
  });

  it('lets through what may be true: a first reading, a revision with a few items fewer, a short meeting, another sitting', () => {
    expect(holdReason('agenda', 0, 0, true)).toBeNull();
    expect(holdReason('agenda', 11, 13, true)).toBeNull();
    expect(holdReason('agenda', 7, 13, true)).toBeNull();
    expect(holdReason('agenda', 1, 3, true)).toBeNull();
    expect(holdReason('minutes', 3, 7, false)).toBeNull();
  });
});
