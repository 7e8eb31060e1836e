/** Find in the document: pdf.js highlights every hit in the text layer and scrolls to the current one. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import styles from './pdf-viewer.module.css';
import type { FindResult } from './use-pdf-viewer.ts';

export function FindBar({ result, onSearch }: { result: FindResult | null; onSearch(query: string, again?: 'next' | 'previous'): void }) {
  const { t } = useTranslation('meetings');
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    // Enter on the same words goes to the next hit, like a browser's own find.
    onSearch(query, query === searched ? 'next' : undefined);
    setSearched(query);
  }

  return (
    <form className={styles.group} role="search" onSubmit={handleSubmit}>
      <label className={styles.visuallyHidden} htmlFor="pdf-find">
        {t('pdf.find')}
      </label>
      <input
        id="pdf-find"
        className={styles.findInput}
        type="search"
        placeholder={t('pdf.find')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button variant="secondary" size="small" type="submit">
        {t('pdf.findButton')}
      </Button>
      <Button variant="ghost" size="small" disabled={!searched} onClick={() => onSearch(searched, 'previous')}>
        {t('pdf.findPrevious')}
      </Button>
      <Button variant="ghost" size="small" disabled={!searched} onClick={() => onSearch(searched, 'next')}>
        {t('pdf.findNext')}
      </Button>
      <span className={styles.status} role="status">
        {searched && result ? (result.notFound ? t('pdf.notFound') : result.total > 0 ? t('pdf.matches', { current: result.current, total: result.total }) : '') : ''}
      </span>
    </form>
  );
}
