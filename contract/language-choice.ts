/**
 * How a page's language is chosen and carried (docs/decisions/027-the-pages-language.md): `?lang=` in the URL
 * first (a shared link opens in the language it was shared in), then the `lang` cookie (the visitor's choice,
 * remembered per browser and readable by the server, so the server-rendered page and the hydrated one agree),
 * then the browser's Accept-Language, then English.
 */
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './languages.ts';

/** The cookie that remembers the visitor's language. */
export const LANGUAGE_COOKIE = 'lang';
/** The query parameter that names a page's language in a shareable URL. */
export const LANGUAGE_PARAM = 'lang';
/** A year: the choice outlives the session, like the choice of a newspaper's edition. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `value` when it names a supported language exactly ("es"), else null. */
export function asLanguage(value: string | null | undefined): Language | null {
  const code = (value ?? '').trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : null;
}

/** The best supported language of an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8" → "es"), or null. */
export function fromAcceptLanguage(header: string | null | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: asLanguage(tag.split('-')[0]), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry): entry is { language: Language; quality: number; index: number } => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface LanguageSources {
  /** The `lang` query parameter. */
  param?: string | null;
  /** The `lang` cookie. */
  cookie?: string | null;
  /** The Accept-Language header. */
  acceptLanguage?: string | null;
}

/** The page's language: the URL, then the cookie, then Accept-Language, then English. */
export function chooseLanguage(sources: LanguageSources): Language {
  return asLanguage(sources.param) ?? asLanguage(sources.cookie) ?? fromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The Set-Cookie value that remembers `language`. Not HttpOnly: the browser's switch writes the same cookie. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
