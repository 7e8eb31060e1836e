/** The Upcoming Meetings card: the real number of scheduled meetings in the next 30 days, linking to them. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '#contract/dashboard.ts';
import { useFormat } from '#web/lib/format.ts';
import styles from './dashboard.module.css';

export function UpcomingMeetingsCard({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation('dashboard');
  const { formatDateTime } = useFormat();
  const meetings = summary?.upcoming_meetings;
  return (
    <section className={styles.card} aria-labelledby="dashboard-meetings">
      <h2 id="dashboard-meetings" className={styles.cardTitle}>
        {t('meetings.title')}
      </h2>
      {!meetings ? (
        <p className={styles.muted}>{t('meetings.unavailable')}</p>
      ) : (
        <>
          <p className={styles.figure}>{meetings.count}</p>
          <p>{meetings.count === 0 ? t('meetings.none') : t('meetings.count', { count: meetings.count })}</p>
          <ul className={styles.list}>
            {meetings.items.map((m) => (
              <li key={m.id}>
                <Link to={`/meetings/${m.id}`} className={styles.itemTitle} lang="en">
                  {m.title}
                </Link>
                <span className={styles.itemMeta}>
                  {/* An invented meeting says so wherever it is listed, so it is never taken for the record. */}
                  {m.is_demo && <>{t('meetings.demo')} · </>}
                  <time dateTime={m.meeting_date}>{formatDateTime(m.meeting_date)}</time>
                </span>
              </li>
            ))}
          </ul>
          {meetings.awaiting_minutes.length > 0 && (
            <>
              <p className={styles.muted}>{t('meetings.awaiting')}</p>
              <ul className={styles.list}>
                {meetings.awaiting_minutes.map((m) => (
                  <li key={m.id}>
                    <Link to={`/meetings/${m.id}`} className={styles.itemTitle} lang="en">
                      {m.title}
                    </Link>
                    <span className={styles.itemMeta}>
                      <time dateTime={m.meeting_date}>{formatDateTime(m.meeting_date)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <Link to="/meetings" className={styles.cardLink}>
        {t('meetings.all')}
      </Link>
    </section>
  );
}
