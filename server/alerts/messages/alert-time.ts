/**
 * Meeting times as residents read them: the wall clock of the city the caller serves (decision 020), through Intl,
 * in the reader's language. Spanish uses the US Spanish conventions (es-US), which keep the US time-zone names
 * ("CST"). One formatter is kept per language and time zone, so two apps serving two cities each get their own clock.
 */
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import { cityClockFormat } from '#contract/city-clock-format.ts';

/** What the formats need of the city: its wall clock. */
type CityClock = Pick<CityConfig, 'timeZone'>;

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

const LONG: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const DATE_ONLY: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };

const inEachLanguage = (options: Intl.DateTimeFormatOptions) =>
  ({ en: cityClockFormat(options, LOCALES.en), es: cityClockFormat(options, LOCALES.es) }) satisfies Record<Language, unknown>;

const FORMATS = { long: inEachLanguage(LONG), short: inEachLanguage(SHORT), dateOnly: inEachLanguage(DATE_ONLY) };

/** Intl puts narrow no-break spaces before AM/PM; plain spaces read the same and survive every mail client. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** "Wednesday, November 18, 2026 at 6:00 PM CST"; "miércoles, 18 de noviembre de 2026, 6:00 p.m. CST". */
export function longMeetingTime(city: CityClock, iso: string, language: Language = 'en'): string {
  return plainSpaces(FORMATS.long[language](city.timeZone).format(new Date(iso)));
}

/** "Wed, Nov 18, 6:00 PM"; "mié, 18 de nov, 6:00 p.m.", for SMS. */
export function shortMeetingTime(city: CityClock, iso: string, language: Language = 'en'): string {
  return plainSpaces(FORMATS.short[language](city.timeZone).format(new Date(iso)));
}

/** "November 18, 2026"; "18 de noviembre de 2026". */
export function meetingDay(city: CityClock, iso: string, language: Language = 'en'): string {
  return FORMATS.dateOnly[language](city.timeZone).format(new Date(iso));
}
