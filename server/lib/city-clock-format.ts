/**
 * Date formats on a city's wall clock. The caller passes the time zone of the city it serves (`app.city`,
 * decision 020); one formatter is kept per time zone, so two apps serving two cities each get their own clock.
 */

/** A formatter for `options` in a given time zone, made once per time zone. */
export function cityClockFormat(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>, locale = 'en-US'): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = made.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(timeZone, format);
    }
    return format;
  };
}
