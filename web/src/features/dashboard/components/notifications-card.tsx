/** The Notifications card: the real count of unread notifications. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '#contract/dashboard.ts';
import styles from './dashboard.module.css';

export function NotificationsCard({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className={styles.card} aria-labelledby="dashboard-notifications">
      <h2 id="dashboard-notifications" className={styles.cardTitle}>
        {t('notifications.title')}
      </h2>
      {!summary ? (
        <p className={styles.muted}>{t('notifications.unavailable')}</p>
      ) : (
        <>
          <p className={styles.figure}>{summary.unread_notifications}</p>
          <p>{t('notifications.unread', { count: summary.unread_notifications })}</p>
        </>
      )}
      <Link to="/notifications" className={styles.cardLink}>
        {t('notifications.view')}
      </Link>
    </section>
  );
}
