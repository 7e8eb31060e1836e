/** Date presets on Tulsa's clock at their edges, and the filters' round trip through the URL. */
import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets.ts';
import { DEFAULT_FILTERS, readFilters, writeFilters } from './meeting-filters.ts';

/** Tulsa's zone, as its city configuration names it. */
const TULSA_ZONE = 'America/Chicago';

describe('presetRange', () => {
  // 2025-01-01 03:00 UTC is still December 31, 2024, 9 P.M., in Tulsa.
  const newYearsEveInTulsa = new Date('2025-01-01T03:00:00Z');

  it('takes "this year" and "last year" from the city clock, not UTC', () => {
    expect(presetRange('this-year', newYearsEveInTulsa, {}, TULSA_ZONE)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(presetRange('last-year', newYearsEveInTulsa, {}, TULSA_ZONE)).toEqual({ from: '2023-01-01', to: '2023-12-31' });
  });

  it('reaches back 720 and 2160 hours and ends today', () => {
    expect(presetRange('last-30-days', newYearsEveInTulsa, {}, TULSA_ZONE)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('last-90-days', newYearsEveInTulsa, {}, TULSA_ZONE)).toEqual({ from: '2024-10-02', to: '2024-12-31' });
  });

  it('covers whole named years and passes a custom range through', () => {
    expect(presetRange('2022', newYearsEveInTulsa, {}, TULSA_ZONE)).toEqual({ from: '2022-01-01', to: '2022-12-31' });
    expect(presetRange('custom', newYearsEveInTulsa, { from: '2024-03-01', to: '' }, TULSA_ZONE)).toEqual({ from: '2024-03-01', to: undefined });
    expect(presetRange('all', newYearsEveInTulsa, {}, TULSA_ZONE)).toEqual({});
  });
});

describe('filters in the URL', () => {
  it('defaults to Completed and leaves defaults out of the URL', () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter and ignores unknown values', () => {
    const filters = { ...DEFAULT_FILTERS, status: 'all' as const, date: 'custom' as const, from: '2024-01-01', to: '2024-02-01', q: 'parade', type: 'budget_committee' as const, topic: 'police', unsummarized: true };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(readFilters(new URLSearchParams('status=bogus&date=1999&from=yesterday&type=picnic'))).toEqual(DEFAULT_FILTERS);
  });

  it('keeps the "Awaiting minutes" status filter (a past meeting without minutes) in the URL', () => {
    expect(readFilters(new URLSearchParams('status=awaiting_minutes')).status).toBe('awaiting_minutes');
  });
});
