/**
 * The language switch of the header and the footer (decision 027): one link per language, each named in its own
 * language and marked with `lang`, so a reader finds "Español" whatever the page's language. A link works
 * without JavaScript (`?lang=es`: the server renders the page in Spanish and remembers it in the `lang` cookie);
 * with it, the switch changes the page in place, writes the same cookie, and moves `<html lang>`; for a signed-in
 * resident it also saves the choice on the profile.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#contract/languages.ts';
import { asLanguage, LANGUAGE_PARAM } from '#contract/language-choice.ts';
import { updateProfile } from '../../features/auth/api/auth-api.ts';
import { useAuth } from '../../lib/auth-context.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { applyPageLanguage } from '../../lib/page-language.ts';
import styles from './language-switch.module.css';

/**
 * `compact` shows each language's two-letter code ("EN", "ES"), for the header's one-line bar on a wide screen;
 * the link's accessible name is still the language's own name, which begins with the code.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const { user, setUser } = useAuth();
  const current = asLanguage(i18n.resolvedLanguage) ?? 'en';
  // The server never sees a URL's #fragment: the link keeps it (an item the reader was sent to) only once the
  // page has hydrated, so the first render matches the server's HTML.
  const hydrated = useHydrated();

  const hrefFor = (language: Language) => {
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_PARAM, language);
    return `${location.pathname}?${params.toString()}${hydrated ? location.hash : ''}`;
  };

  async function handleChoose(event: MouseEvent<HTMLAnchorElement>, language: Language) {
    // A new tab or window keeps the plain link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    await applyPageLanguage(i18n, language);
    // Signed in, the choice is the account's too, so the next sign-in elsewhere opens in it. If saving fails the
    // page still changes; the profile keeps its language.
    if (user && user.language !== language) {
      try {
        setUser(await updateProfile({ language }));
      } catch {
        // The profile page shows and changes the account's language itself.
      }
    }
    // A `?lang` already in the address would beat the cookie on reload: it follows the choice.
    if (new URLSearchParams(location.search).has(LANGUAGE_PARAM)) {
      void navigate(hrefFor(language), { replace: true, preventScrollReset: true });
    }
  }

  return (
    <div role="group" aria-label={t('language.label')} className={[styles.switch, compact ? styles.compact : null, className].filter(Boolean).join(' ')}>
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={hrefFor(language)}
          lang={language}
          hrefLang={language}
          aria-current={language === current ? 'true' : undefined}
          className={styles.option}
          onClick={(event) => void handleChoose(event, language)}
        >
          {compact ? (
            <>
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className="visually-hidden">{LANGUAGE_NAMES[language]}</span>
            </>
          ) : (
            LANGUAGE_NAMES[language]
          )}
        </a>
      ))}
    </div>
  );
}
