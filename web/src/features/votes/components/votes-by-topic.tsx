/** A councilor's votes per topic of the meeting: a sentence for the main topic, the table, and its CSV. */
import { useTranslation } from 'react-i18next';
import type { CouncilorFigures } from '#contract/votes.ts';
import { CsvDownload } from './csv-download.tsx';
import { TableScroll } from './table-scroll.tsx';
import styles from './votes.module.css';

export function VotesByTopic({ name, topics }: { name: string; topics: CouncilorFigures['by_topic'] }) {
  const { t } = useTranslation(['votes', 'meetings']);
  if (topics.length === 0) return null;
  // A vote is an aye or a nay: absences (and abstentions) are in the table, not in the sentence's count.
  const voted = (row: (typeof topics)[number]) => row.aye + row.nay;
  const first = topics.reduce((best, row) => (voted(row) > voted(best) ? row : best));
  const topicName = (slug: string) => t(`meetings:topicNames.${slug}`, { defaultValue: slug });
  const caption = t('byTopic.caption', { name });
  return (
    <>
      <h3 className={styles.subheading}>{t('byTopic.title')}</h3>
      {voted(first) > 0 && <p>{t('byTopic.summary', { name, topic: topicName(first.topic), count: voted(first) })}</p>}
      <TableScroll label={caption}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('byTopic.topic')}</th>
              {(['aye', 'nay', 'abstain', 'absent'] as const).map((vote) => (
                <th key={vote} scope="col" className={styles.number}>
                  {t(`meetings:votes.${vote}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {topics.map((row) => (
              <tr key={row.topic}>
                <th scope="row">{topicName(row.topic)}</th>
                <td className={styles.number}>{row.aye}</td>
                <td className={styles.number}>{row.nay}</td>
                <td className={styles.number}>{row.abstain}</td>
                <td className={styles.number}>{row.absent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <CsvDownload
        name={`votes-by-topic-${name}`}
        label={caption}
        header={['topic', 'aye', 'nay', 'abstain', 'absent']}
        rows={topics.map((row) => [row.topic, row.aye, row.nay, row.abstain, row.absent])}
      />
    </>
  );
}
