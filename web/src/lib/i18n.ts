/**
 * i18next for every user-facing string, one namespace per feature under web/src/locales/<lng>/<ns>.json.
 * Only the shell's namespaces (common, home, errors) are bundled: the others load with the page that needs them
 * (see `withNamespaces` in app/routes.tsx), which keeps every feature's text out of the home route's JavaScript.
 * A new namespace needs no registration here: any file in the folder is found. Other languages' namespaces (es)
 * all load on demand, the shell's included, before the first render (main.tsx).
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '#contract/languages.ts';
import { asLanguage } from '#contract/language-choice.ts';
import common from '../locales/en/common.json';
import errors from '../locales/en/errors.json';
import home from '../locales/en/home.json';

/** Namespaces shipped with the first page. */
export const BUNDLED_NAMESPACES = ['common', 'home', 'errors'] as const;

const loaders = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/en/common.json', '!../locales/en/home.json', '!../locales/en/errors.json'], {
  import: 'default',
});

/** Every namespace that exists for English, from the file names. */
export const ALL_NAMESPACES = [
  ...BUNDLED_NAMESPACES,
  ...Object.keys(loaders)
    .filter((path) => path.startsWith('../locales/en/'))
    .map((path) => path.slice('../locales/en/'.length, -'.json'.length)),
];

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * The language the page was drawn in: the server names it in `<html lang>` (decision 027), so the browser starts
 * where the server-rendered page is and hydration finds the same text.
 */
export function pageLanguage(): Language {
  return (typeof document === 'undefined' ? null : asLanguage(document.documentElement.lang)) ?? DEFAULT_LANGUAGE;
}

void i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: pageLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'es'],
    defaultNS: 'common',
    ns: [...BUNDLED_NAMESPACES],
    resources: { en: { common, home, errors } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Loads namespaces before a page renders, so it never flashes untranslated keys or a spinner. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

export { i18next };
