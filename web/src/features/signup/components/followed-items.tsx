/** The items a subscriber follows, on the manage page, each with a way to stop following it. */
import { useTranslation } from 'react-i18next';
import type { FollowedItem } from '#contract/subscriptions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useUnfollowItem } from '../api/follow-item.ts';
import styles from './signup.module.css';

export function FollowedItems({ subscriptionId, token, items }: { subscriptionId: number; token: string; items: FollowedItem[] }) {
  const { t } = useTranslation('signup');
  const unfollow = useUnfollowItem(subscriptionId, token);
  if (items.length === 0) return <p className={styles.hint}>{t('followed.none')}</p>;
  const stop = async (fileNumber: string) => {
    try {
      await unfollow.mutateAsync(fileNumber);
      toast.success(t('followed.stopped'));
    } catch {
      toast.error(t('followed.failed'));
    }
  };
  return (
    <ul className={styles.followed}>
      {items.map((item) => (
        <li key={item.file_number} className={styles.followedItem}>
          <div>
            <p className={styles.followedTitle} lang="en">{item.title}</p>
            <p className={styles.hint}>
              {t('followed.file', { number: item.file_number })}
              {item.confirmed_at === null && ` · ${t('followed.pending')}`}
            </p>
          </div>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('followed.unfollowLabel', { number: item.file_number })}
            disabled={unfollow.isPending}
            onClick={() => stop(item.file_number)}
          >
            {t('followed.unfollow')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
