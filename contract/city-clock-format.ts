/**
 * Date formats on a city's wall clock. The caller passes the time zone of the city it serves (`app.city`,
 * decision 020); one formatter is kept per time zone, so two apps serving two cities each get their own clock.
 * Making an Intl.DateTimeFormat costs about 0.3-1 ms, and a page of 100 meetings asked for one per meeting (most
 * of a search's time, issue 38): every wall-clock format of the server and the web is made here, once.
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
