/**
 * Switches the page to `language` the way the server will serve the next page (decision 027): the `lang`
 * cookie remembers it, the translator changes, `<html lang>` follows. Used by the language switch and by the
 * profile when the account's language changes.
 */
import type { i18n as I18n } from 'i18next';
import type { Language } from '#contract/languages.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '#contract/language-choice.ts';

export async function applyPageLanguage(i18n: I18n, language: Language): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
