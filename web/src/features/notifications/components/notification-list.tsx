/**
 * The Notifications page's list: newest first, unread ones marked (visually and in text), each with a link to
 * its meeting and Mark as read; Mark all as read at the top; Show more pages by 20.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useFormat } from '#web/lib/format.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkRead } from '../api/mark-read.ts';
import styles from './notifications.module.css';

const PAGE = 20;

export function NotificationList() {
  const { t } = useTranslation('notifications');
  const { formatDateTime } = useFormat();
  const [limit, setLimit] = useState(PAGE);
  const list = useNotifications(limit);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const handle = (action: Promise<unknown>) => action.catch(() => toast.error(t('markFailed')));

  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError) {
    return (
      <div>
        <p className={formStyles.formError} role="alert">
          {t('loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { items, total, unread } = list.data;
  if (total === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <ButtonLink to="/signup/notifications">{t('signUp')}</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <div className={styles.header}>
        <p className={styles.summary} role="status">
          {t('unreadSummary', { count: unread })}
        </p>
        {unread > 0 && (
          <Button variant="secondary" size="small" disabled={markAll.isPending} onClick={() => void handle(markAll.mutateAsync())}>
            {t('markAllRead')}
          </Button>
        )}
      </div>
      <ul className={styles.list}>
        {items.map((n) => (
          <li key={n.id} className={[styles.item, n.read_at ? null : styles.unread].filter(Boolean).join(' ')}>
            <h2 className={styles.itemTitle}>
              {!n.read_at && <span className="visually-hidden">{t('unread')}: </span>}
              {n.title}
            </h2>
            <p className={styles.body}>{n.body}</p>
            <div className={styles.meta}>
              {!n.read_at && (
                <span className={styles.dot} aria-hidden="true">
                  {t('unread')}
                </span>
              )}
              <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
              {n.link && <Link to={n.link}>{t('open')}</Link>}
              {!n.read_at && (
                <span className={styles.actions}>
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={markRead.isPending}
                    onClick={() => void handle(markRead.mutateAsync(n.id))}
                  >
                    {t('markRead')}
                    <span className="visually-hidden">: {n.title}</span>
                  </Button>
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
      {items.length < total && (
        <p className={styles.header}>
          <Button variant="secondary" onClick={() => setLimit((l) => Math.min(l + PAGE, 100))} disabled={list.isFetching || limit >= 100}>
            {t('more')}
          </Button>
        </p>
      )}
    </>
  );
}
