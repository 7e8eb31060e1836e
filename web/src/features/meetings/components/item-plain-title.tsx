/**
 * An agenda item's plain line (what it does, in the reader's language) above the clerk's title, which stays as the
 * official text, marked as English on Spanish pages. An item the city's rules do not recognise shows its title
 * alone, marked as such: no invented line (issue 30). The council words the title uses are explained below it.
 */
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '#contract/meetings.ts';
import { NamesInEnglish } from '#web/components/text/names-in-english.tsx';
import { ItemGlossaryTerms } from './item-glossary-terms.tsx';
import styles from './meeting-detail.module.css';

export function ItemPlainTitle({ item }: { item: Pick<AgendaItem, 'item_number' | 'title' | 'plain'> }) {
  const { t, i18n } = useTranslation('plain');
  const spanish = i18n.language.startsWith('es');
  const plain = item.plain ? (spanish ? item.plain.es : item.plain.en) : null;
  return (
    <div className={styles.agendaHead}>
      <span className={styles.itemNumber}>{item.item_number}</span>
      <div className={styles.itemText}>
        {plain && (
          <p className={styles.itemPlain} lang={spanish ? 'es' : 'en'}>
            {spanish ? <NamesInEnglish text={plain} names={item.plain?.es_names} /> : plain}
          </p>
        )}
        <p className={styles.officialTitle}>
          <span className={styles.officialLabel}>{t(plain ? 'officialTitle' : 'officialTitleOnly')}: </span>
          <span className={styles.itemTitle} lang="en">
            {item.title}
          </span>
        </p>
        <ItemGlossaryTerms title={item.title} />
      </div>
    </div>
  );
}
