/**
 * "RSS feed of this search" beside the search box, and the same feed announced in the document head
 * (`<link rel="alternate">`, which React 19 hoists there) so browsers and feed readers find it from the page.
 */
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../lib/date-presets.ts';
import type { MeetingFilters } from '../lib/meeting-filters.ts';
import { searchFeedPath } from '../lib/search-feed.ts';
import { useFeedHref } from '../lib/use-feed-href.ts';
import styles from './meetings.module.css';

export function SearchFeedLink({ filters, range }: { filters: MeetingFilters; range: DateRange }) {
  const { t } = useTranslation('meetings');
  const href = useFeedHref()(searchFeedPath(filters, range));
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={t('filters.feedTitle')} href={href} />
      <a className={styles.feedLink} href={href} type="application/rss+xml">
        {t('filters.feed')}
      </a>
    </>
  );
}
