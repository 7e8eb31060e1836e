/**
 * Feed and calendar links in the page's language: a reader browsing in Spanish subscribes to the Spanish feed
 * (`?lang=es`), whose titles, labels and dates are then in the language they read the page in.
 */
import { useTranslation } from 'react-i18next';
import { inFeedLanguage } from '#contract/feed-paths.ts';
import { toLanguage } from '#contract/languages.ts';

/** Turns a feed's path into the one in the page's current language. */
export function useFeedHref(): (path: string) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  return (path) => inFeedLanguage(path, language);
}
