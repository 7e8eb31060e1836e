/**
 * Meeting times as residents read them: the city's wall clock, through Intl, in the reader's language.
 * Spanish uses the US Spanish conventions (es-US), which keep the US time-zone names ("CST").
 */
import { city } from '#city/current.ts';
import type { Language } from '#contract/languages.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

function formatters(locale: string) {
  return {
    long: new Intl.DateTimeFormat(locale, {
      timeZone: city.timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
    short: new Intl.DateTimeFormat(locale, {
      timeZone: city.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    dateOnly: new Intl.DateTimeFormat(locale, { timeZone: city.timeZone, month: 'long', day: 'numeric', year: 'numeric' }),
  };
}

const FORMATS: Record<Language, ReturnType<typeof formatters>> = { en: formatters(LOCALES.en), es: formatters(LOCALES.es) };

/** Intl puts narrow no-break spaces before AM/PM; plain spaces read the same and survive every mail client. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** "Wednesday, November 18, 2026 at 6:00 PM CST"; "miércoles, 18 de noviembre de 2026, 6:00 p.m. CST". */
export function longMeetingTime(iso: string, language: Language = 'en'): string {
  return plainSpaces(FORMATS[language].long.format(new Date(iso)));
}

/** "Wed, Nov 18, 6:00 PM"; "mié, 18 de nov, 6:00 p.m.", for SMS. */
export function shortMeetingTime(iso: string, language: Language = 'en'): string {
  return plainSpaces(FORMATS[language].short.format(new Date(iso)));
}

/** "November 18, 2026"; "18 de noviembre de 2026". */
export function meetingDay(iso: string, language: Language = 'en'): string {
  return FORMATS[language].dateOnly.format(new Date(iso));
}
