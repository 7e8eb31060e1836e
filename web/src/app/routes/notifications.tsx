/** /notifications (protected, spec §2): the signed-in user's real notifications with read state. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';

export function Component() {
  const { t } = useTranslation('notifications');
  useEffect(() => {
    document.title = `${t('title')} · Civic Commons`;
  }, [t]);
  return (
    <RequireAuth>
      <div className="page">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <NotificationList />
      </div>
    </RequireAuth>
  );
}
