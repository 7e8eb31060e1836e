/**
 * The council words an item's official title uses, each explained in place (issue 30): a native disclosure
 * (`<details>`), so the definition opens by keyboard and a screen reader announces it, not a hover tooltip. At
 * most three words per item, and nothing until the glossary has loaded.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { glossaryTermsIn } from '#contract/glossary-match.ts';
import { useGlossary } from '../api/get-glossary.ts';
import styles from './item-glossary-terms.module.css';

export function ItemGlossaryTerms({ title }: { title: string }) {
  const { t, i18n } = useTranslation('plain');
  const glossary = useGlossary();
  const terms = useMemo(() => (glossary.data ? glossaryTermsIn(title, glossary.data.terms) : []), [glossary.data, title]);
  if (terms.length === 0) return null;
  const spanish = i18n.language.startsWith('es');
  return (
    <ul className={styles.terms}>
      {terms.map((term) => {
        const wording = spanish ? term.es : term.en;
        return (
          <li key={term.id}>
            <details className={styles.term}>
              <summary>{t('glossary.explain', { term: wording.term })}</summary>
              <p>
                {wording.definition} <Link to={`/glossary#term-${term.id}`}>{t('glossary.seeAll')}</Link>
              </p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
