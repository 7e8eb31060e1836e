/**
 * The header's unread count: a small pill after the Notifications link, shown only when signed in and above
 * zero. Screen readers hear "N unread notifications"; the visible text is the number (99+ past 99).
 */
import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth-context.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import styles from './notifications.module.css';

export function UnreadBadge() {
  const { t } = useTranslation('notifications');
  const { status } = useAuth();
  const { data } = useUnreadCount(status === 'authenticated');
  const unread = data?.unread ?? 0;
  if (status !== 'authenticated' || unread === 0) return null;
  return (
    <span className={styles.badge} data-testid="unread-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('badge', { count: unread })}</span>
    </span>
  );
}
