/**
 * A followed item's RSS feed and calendar, offered where someone chooses to follow an item: a way to follow it
 * that needs no email address and no account.
 */
import { useTranslation } from 'react-i18next';
import { itemFeedPaths } from '#contract/feed-paths.ts';
import { useFeedHref } from '../lib/use-feed-href.ts';
import styles from './meeting-detail.module.css';

export function ItemFeedLinks({ fileNumber, itemNumber }: { fileNumber: string; itemNumber: string }) {
  const { t } = useTranslation('meetings');
  const feedHref = useFeedHref();
  const paths = itemFeedPaths(fileNumber);
  return (
    <p className={styles.itemFeeds}>
      {t('follow.withoutEmail')}{' '}
      <a href={feedHref(paths.rss)} type="application/rss+xml">
        {t('follow.rss', { number: itemNumber })}
      </a>
      {', '}
      <a href={feedHref(paths.calendar)} type="text/calendar">
        {t('follow.calendar', { number: itemNumber })}
      </a>
    </p>
  );
}
