/**
 * The items the resident follows (issue 32), each with the meeting to come whose agenda lists it and, there,
 * "Speak up". The button comes from the page (app/routes/dashboard.tsx): features do not import each other.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '#contract/dashboard.ts';
import { itemAnchor } from '#contract/meeting-rules.ts';
import { useFormat } from '#web/lib/format.ts';
import styles from './dashboard.module.css';

/** The agenda item a "Speak up" button is about. */
export interface SpeakUpTarget {
  meetingId: number;
  itemId: number;
  itemNumber: string;
  title: string;
}

export function FollowedItems({ summary, speakUp }: { summary: DashboardSummary | undefined; speakUp: (item: SpeakUpTarget) => ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { formatDateTime } = useFormat();
  const items = summary?.followed_items;
  if (!items || items.length === 0) return null;
  return (
    <section className={styles.activity} aria-labelledby="dashboard-followed">
      <h2 id="dashboard-followed" className={styles.cardTitle}>
        {t('followed.title')}
      </h2>
      <ul className={styles.list}>
        {items.map(({ file_number: file, title, upcoming }) => (
          <li key={file}>
            <span className={styles.itemTitle} lang="en">
              {title}
            </span>
            <span className={styles.itemMeta}>{t('followed.file', { number: file })}</span>
            {upcoming ? (
              <>
                <span className={styles.itemMeta}>
                  <Link to={`/meetings/${upcoming.meeting_id}#${itemAnchor(upcoming.item_number)}`}>
                    {t('followed.onAgenda', { number: upcoming.item_number, meeting: upcoming.meeting_title })}
                  </Link>{' '}
                  <time dateTime={upcoming.meeting_date}>{formatDateTime(upcoming.meeting_date)}</time>
                </span>
                <div>{speakUp({ meetingId: upcoming.meeting_id, itemId: upcoming.item_id, itemNumber: upcoming.item_number, title })}</div>
              </>
            ) : (
              <span className={styles.itemMeta}>{t('followed.notScheduled')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
