/**
 * The council words an item's official title uses, each explained in place (issue 30): a native disclosure
 * (`<details>`), so the definition opens by keyboard and a screen reader announces it, not a hover tooltip. At
 * most three words per item, and nothing until the glossary has loaded. A definition joins the page when its
 * disclosure opens: a long agenda repeats the same few words, and their definitions in every item were 28,000
 * characters of a meeting page's HTML (issue 52); the glossary page has them all.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { glossaryTermsIn } from '#contract/glossary-match.ts';
import type { GlossaryTerm } from '#contract/plain.ts';
import { useItemGlossary } from '../api/get-glossary.ts';
import styles from './item-glossary-terms.module.css';

export function ItemGlossaryTerms({ title }: { title: string }) {
  const { i18n } = useTranslation('plain');
  const glossary = useItemGlossary();
  const terms = useMemo(() => (glossary.data ? glossaryTermsIn(title, glossary.data.terms) : []), [glossary.data, title]);
  if (terms.length === 0) return null;
  const spanish = i18n.language.startsWith('es');
  return (
    <ul className={styles.terms}>
      {terms.map((term) => (
        <li key={term.id}>
          <TermDisclosure term={term} spanish={spanish} />
        </li>
      ))}
    </ul>
  );
}

function TermDisclosure({ term, spanish }: { term: GlossaryTerm; spanish: boolean }) {
  const { t } = useTranslation('plain');
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened by a tap before the page hydrated: the browser opened it, and its definition is due now.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  const wording = spanish ? term.es : term.en;
  return (
    <details ref={ref} className={styles.term} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('glossary.explain', { term: wording.term })}</summary>
      {/* Closed, only the way to the glossary's entry: opened before the app runs (or without it), that still answers. */}
      <p>
        {open && <>{wording.definition} </>}
        <Link to={`/glossary#term-${term.id}`}>{t('glossary.seeAll')}</Link>
      </p>
    </details>
  );
}
