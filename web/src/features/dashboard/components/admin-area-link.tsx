/**
 * The way in to the admin pages for an admin: nothing else in the app links to /admin, and the header's links
 * are the spec's to the letter, so the link sits on the dashboard, where an admin lands after signing in.
 * Residents never see it (the admin routes refuse them anyway).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '#contract/auth.ts';
import styles from './dashboard.module.css';

export function AdminAreaLink({ role }: { role: User['role'] | undefined }) {
  const { t } = useTranslation('dashboard');
  if (role !== 'admin') return null;
  return (
    <p className={styles.adminArea}>
      {t('admin.intro')} <Link to="/admin">{t('admin.link')}</Link>
    </p>
  );
}
