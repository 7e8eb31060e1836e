/**
 * /glossary: the words of the council's record (ordinance, PUD, emergency clause...) in plain words, in the page's
 * language, with where each meaning comes from (issue 30). Each term has an id, so an item's text can link to it.
 */
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { useGlossary } from '../api/get-glossary.ts';
import styles from './glossary-page.module.css';

export function GlossaryPage() {
  const { t, i18n } = useTranslation('plain');
  const query = useGlossary();
  const spanish = i18n.language.startsWith('es');
  return (
    <div className="page">
      <h1>{t('glossary.title')}</h1>
      <p>{t('glossary.intro')}</p>
      {query.isPending ? (
        <Spinner label={t('glossary.loading')} />
      ) : query.isError ? (
        <LoadFailed message={t('glossary.loadFailed')} retryLabel={t('glossary.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <dl className={styles.terms}>
          {[...query.data.terms]
            .sort((a, b) => (spanish ? a.es.term.localeCompare(b.es.term, 'es') : 0))
            .map((term) => {
              const wording = spanish ? term.es : term.en;
              return (
                <div key={term.id} id={`term-${term.id}`} className={styles.term}>
                  <dt>
                    {wording.term}
                    {spanish && (
                      <span className={styles.clerkWord} lang="en">
                        {' '}
                        ({term.en.term})
                      </span>
                    )}
                  </dt>
                  <dd>
                    <p>{wording.definition}</p>
                    <p className={styles.source}>
                      {t('glossary.source')} <cite lang="en">{term.source}</cite>
                    </p>
                  </dd>
                </div>
              );
            })}
        </dl>
      )}
    </div>
  );
}
