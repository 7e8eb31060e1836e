/** The Recent Activity list, from the records: joins, connections, alert sign-ups and new minutes. */
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '#contract/dashboard.ts';
import { useFormat } from '#web/lib/format.ts';
import styles from './dashboard.module.css';

export function RecentActivity({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation('dashboard');
  const { formatDateTime } = useFormat();
  const items = summary?.recent_activity;
  return (
    <section className={styles.activity} aria-labelledby="dashboard-activity">
      <h2 id="dashboard-activity" className={styles.cardTitle}>
        {t('activity.title')}
      </h2>
      {!items ? (
        <p className={styles.muted}>{t('activity.unavailable')}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('activity.empty')}</p>
      ) : (
        <ul className={styles.activityList}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.link ?? item.title}-${item.occurred_at}`} className={styles.activityItem}>
              <span>
                <Trans
                  t={t}
                  i18nKey={`activity.${item.kind}`}
                  values={{ title: item.title }}
                  // `ref`, not `link`: <link> is a void HTML element, so Trans would drop its text.
                  components={{ ref: item.link ? <Link to={item.link} /> : <span /> }}
                />
              </span>
              <time className={styles.itemMeta} dateTime={item.occurred_at}>
                {formatDateTime(item.occurred_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
