/**
 * Dates, times and numbers on the city's wall clock and in the page's language, through Intl (never the
 * browser's own zone or locale). Components take them from `useFormat()`, which follows the language of the
 * translator they render with (on the server, the request's own: see entry-server.tsx).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCity } from './city.ts';

/** The Intl locale of a page language: the United States' English and Spanish. */
export function intlLocale(language: string | undefined): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) cache.set(key, (formatter = make()));
  return formatter;
}

/** On `timeZone`'s wall clock: the city's (formatters are kept per zone, as two cities may be served at once). */
export function formatDateTime(iso: string, language: string, timeZone: string): string {
  const locale = intlLocale(language);
  return cached(`dateTime:${locale}:${timeZone}`, () =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
  ).format(new Date(iso));
}

export function formatDate(iso: string, language: string, timeZone: string): string {
  const locale = intlLocale(language);
  return cached(`date:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(locale, { timeZone, month: 'long', day: 'numeric', year: 'numeric' })).format(new Date(iso));
}

/** A count with the language's digit grouping ("1,234", "1234" or "1 234"). */
export function formatNumber(value: number, language = 'en'): string {
  const locale = intlLocale(language);
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A share (0..1) as a whole percent ("33%", "33 %"). */
export function formatPercent(share: number, language = 'en'): string {
  const locale = intlLocale(language);
  return cached(`percent:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })).format(share);
}

/** The formatters above, bound to the language the calling component renders in and its city's clock. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { timeZone } = useCity();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      language,
      formatDate: (iso: string) => formatDate(iso, language, timeZone),
      formatDateTime: (iso: string) => formatDateTime(iso, language, timeZone),
      formatNumber: (value: number) => formatNumber(value, language),
      formatPercent: (share: number) => formatPercent(share, language),
    }),
    [language, timeZone],
  );
}
