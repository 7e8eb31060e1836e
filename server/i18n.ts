/**
 * Server-side messages. Each error carries a stable code; its text lives in server/locales/<lng>.json and the
 * browser shows its own translation of the code. Alerts (emails, SMS and their replies) are written here, in
 * the subscriber's language (docs/decisions/028-the-subscribers-language.md). One i18next instance, loaded
 * synchronously at import.
 */
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.ts';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'es'],
  resources: { en: { translation: en }, es: { translation: es } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Translates a message key with interpolation values, in English unless `language` says otherwise. */
export function t(key: string, values?: Record<string, unknown>, language: Language = DEFAULT_LANGUAGE): string {
  return i18n.t(key, { ...values, lng: language });
}

/** A translator bound to one language, for a message written from many keys. */
export function translatorFor(language: Language): TFunction {
  return i18n.getFixedT(language);
}
