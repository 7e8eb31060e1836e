/**
 * Date formats on the city's wall clock. A format is made on first use, not at import time: the city (and so
 * its time zone) is chosen when the app starts (decision 020).
 */
import { city } from '#city/current.ts';

/** A formatter for `options` in the time zone of the city this process serves. */
export function cityClockFormat(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>, locale = 'en-US'): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    if (made?.resolvedOptions().timeZone !== city.timeZone) made = new Intl.DateTimeFormat(locale, { ...options, timeZone: city.timeZone });
    return made;
  };
}
