/** Dates and times on the city's wall clock, through Intl (never the browser's own zone). */
import { city } from './city.ts';

// Made on first use: the city (and so its time zone) is known only once the app has started.
const dateTime = memoize(() => new Intl.DateTimeFormat('en-US', {
  timeZone: city.timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}));
const date = memoize(() => new Intl.DateTimeFormat('en-US', { timeZone: city.timeZone, month: 'long', day: 'numeric', year: 'numeric' }));

function memoize<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

export function formatDate(iso: string): string {
  return date().format(new Date(iso));
}
