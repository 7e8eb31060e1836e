import { describe, expect, it } from 'vitest';
import { writeAgainKey } from './speak-up-problem.ts';

describe('when a resident can write again', () => {
  const twoPm = new Date(2026, 10, 18, 14, 0);
  it('says minutes within the hour, a time today, tomorrow, or a date; never seconds', () => {
    expect(writeAgainKey(20 * 60, twoPm)).toEqual({ key: 'speakUp.limit.minutes', values: { count: 20 } });
    expect(writeAgainKey(45, twoPm)).toEqual({ key: 'speakUp.limit.minutes', values: { count: 1 } });
    expect(writeAgainKey(3 * 3600, twoPm)).toEqual({ key: 'speakUp.limit.today', values: { time: new Date(2026, 10, 18, 17, 0) } });
    expect(writeAgainKey(86_400, twoPm)).toEqual({ key: 'speakUp.limit.tomorrow', values: {} });
    expect(writeAgainKey(3 * 86_400, twoPm)).toEqual({ key: 'speakUp.limit.later', values: { date: new Date(2026, 10, 21, 14, 0) } });
  });
});
