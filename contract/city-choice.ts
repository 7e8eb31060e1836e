/**
 * How `/` remembers a visitor's city (issue 46, decision 145): every page of a city served under its own path sets
 * the `city` cookie to that city, so a returning visitor's `/` goes to the city they last read; a first visit
 * chooses from the served cities.
 */
import { LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './language-choice.ts';

/** The cookie that remembers the visitor's city (its id). */
export const CITY_COOKIE = 'city';

/** The Set-Cookie value that remembers the city `id`, for as long as the language is remembered. */
export function cityCookie(id: string, secure: boolean): string {
  return `${CITY_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
