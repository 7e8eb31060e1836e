/**
 * A page's addresses in each language (decision 027), one definition for the page's head and the sitemap.
 * English, the city's language of record, is the plain address (also x-default, which a crawler without
 * cookies gets); Spanish is `?lang=es`.
 */
import type { Language } from '#contract/languages.ts';
import { LANGUAGE_PARAM } from '#contract/language-choice.ts';

/** `url` with its `lang` parameter set to `language`, or removed (null). */
function withLanguageParam(url: string, language: Language | null): string {
  const parsed = new URL(url);
  if (language) parsed.searchParams.set(LANGUAGE_PARAM, language);
  else parsed.searchParams.delete(LANGUAGE_PARAM);
  return parsed.toString();
}

export interface LanguageAlternate { hreflang: 'en' | 'es' | 'x-default'; href: string }

/** The hreflang alternates of the page at `url`: every language, and the one a crawler gets by default. */
export function languageAlternates(url: string): LanguageAlternate[] {
  const plain = withLanguageParam(url, null);
  return [
    { hreflang: 'en', href: plain },
    { hreflang: 'es', href: withLanguageParam(url, 'es') },
    { hreflang: 'x-default', href: plain },
  ];
}

/** The canonical URL of the page in `language` (each language's version names itself) and its alternates. */
export function languageLinks(canonical: string, language: Language) {
  return {
    canonical: withLanguageParam(canonical, language === 'es' ? 'es' : null),
    alternates: languageAlternates(canonical),
  };
}
