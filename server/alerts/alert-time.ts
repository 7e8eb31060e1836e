/** Meeting times as residents read them: the city's wall clock, through Intl. */
import { cityClockFormat } from '../lib/city-clock-format.ts';

const long = cityClockFormat({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const short = cityClockFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = cityClockFormat({
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "Wednesday, November 18, 2026 at 6:00 PM CST". */
export function longMeetingTime(iso: string): string {
  return long().format(new Date(iso)).replace(/\u202f/g, ' ');
}

/** "Wed, Nov 18, 6:00 PM", for SMS. */
export function shortMeetingTime(iso: string): string {
  return short().format(new Date(iso)).replace(/\u202f/g, ' ');
}

/** "November 18, 2026". */
export function meetingDay(iso: string): string {
  return dateOnly().format(new Date(iso));
}
