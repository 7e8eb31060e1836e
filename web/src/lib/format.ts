/** Dates and times on the city's wall clock, through Intl (never the browser's own zone). */
import { city } from './city.ts';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: city.timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const date = new Intl.DateTimeFormat('en-US', { timeZone: city.timeZone, month: 'long', day: 'numeric', year: 'numeric' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}
