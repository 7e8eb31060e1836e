/**
 * Feed and calendar links in the page's language: a reader browsing in Spanish subscribes to the Spanish feed
 * (`?lang=es`), whose titles, labels and dates are then in the language they read the page in. A city served
 * beside the default one has its feeds under its own API base (issue 46).
 */
import { useTranslation } from 'react-i18next';
import { inFeedLanguage } from '#contract/feed-paths.ts';
import { toLanguage } from '#contract/languages.ts';
import { useCity } from '#web/lib/city.ts';

/** Turns a feed's path into the one in the page's current language. */
export function useFeedHref(): (path: string) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const { api_base: apiBase } = useCity();
  return (path) => inFeedLanguage(path.startsWith('/api/v1/') ? `${apiBase}${path.slice('/api/v1'.length)}` : path, language);
}
