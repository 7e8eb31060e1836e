/**
 * Server-side messages. Each error carries a stable code; its English text lives in server/locales/en.json and
 * the browser shows its own translation of the code. One i18next instance, loaded synchronously at import.
 */
import i18next from 'i18next';
import en from './locales/en.json' with { type: 'json' };

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Translates a message key with interpolation values. */
export function t(key: string, values?: Record<string, unknown>): string {
  return i18n.t(key, values ?? {});
}
