/**
 * The date filter's presets (spec §9), turned into the API's `from`/`to` days on the city's wall clock. "Last
 * 30 days" is 720 hours back from now; years run January 1 to December 31 inclusive; a custom range's end day
 * is included to its last second (the server reads `to` that way).
 */
import { zonedDate } from '#contract/time-zone.ts';

export const DATE_PRESETS = ['all', 'last-30-days', 'last-90-days', 'this-year', 'last-year', '2024', '2023', '2022', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  from?: string;
  to?: string;
}

const HOUR_MS = 3_600_000;

/** Whether a string is one of the presets (URL input is untrusted). */
export function isDatePreset(value: string | null | undefined): value is DatePreset {
  return DATE_PRESETS.includes(value as DatePreset);
}

/**
 * The range of a preset at `now` on `timeZone`'s calendar (the city's); `custom` passes the chosen days through and
 * `all` has no bounds.
 */
export function presetRange(preset: DatePreset, now: Date, custom: DateRange, timeZone: string): DateRange {
  const today = zonedDate(now, timeZone);
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'all':
      return {};
    case 'last-30-days':
      return { from: zonedDate(new Date(now.getTime() - 720 * HOUR_MS), timeZone), to: today };
    case 'last-90-days':
      return { from: zonedDate(new Date(now.getTime() - 2160 * HOUR_MS), timeZone), to: today };
    case 'this-year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last-year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'custom':
      return { from: custom.from || undefined, to: custom.to || undefined };
    default:
      return { from: `${preset}-01-01`, to: `${preset}-12-31` };
  }
}
