/**
 * The list column: count, cards, and "Show more". A server-rendered list shows its first screen's cards, and there
 * "Show more" is a link to the whole page (`?whole=1`: the first 100, the spec's page size, whole-page.ts), which
 * the app answers in place; so it works before the app has loaded and without it. Past 100 it is a button (the
 * filters' dates narrow a longer list without JavaScript).
 */
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMore } from '#web/components/ui/show-the-rest.tsx';
import { useWholeHrefOf } from '#web/lib/whole-page.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { MEETING_LIMITS } from '#contract/meeting-rules.ts';
import type { MeetingsPage } from '../api/get-meetings.ts';
import { MeetingCard } from './meeting-card.tsx';
import styles from './meetings.module.css';

interface MeetingListProps {
  query: UseInfiniteQueryResult<InfiniteData<MeetingsPage>>;
  selectedId: number | undefined;
  hrefFor(id: number): string;
  /** The list's own address with its filters (`/meetings?status=all`), for its whole page. */
  listPath: string;
  onSelect(id: number): void;
}

export function MeetingList({ query, selectedId, hrefFor, listPath, onSelect }: MeetingListProps) {
  const { t } = useTranslation('meetings');
  const cards = useRef<HTMLDivElement>(null);
  // "Show more": the first meeting of the new page takes the focus, so a keyboard or screen reader user reads on
  // from there rather than from the button, now below the new cards.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const shown = query.data?.pages.reduce((n, p) => n + p.items.length, 0) ?? 0;
  useEffect(() => {
    if (firstNew === null || query.isFetchingNextPage || shown <= firstNew) return;
    cards.current?.querySelectorAll<HTMLAnchorElement>('article h3 a')[firstNew]?.focus();
    setFirstNew(null);
  }, [firstNew, shown, query.isFetchingNextPage]);
  // From the tap until a frame has shown the new meetings, the footer keeps its place unseen (footer.module.css):
  // seen, it was pushed off the screen by them (a layout shift of 0.2-0.25 on a phone, issue 38).
  const [extending, setExtending] = useState(false);
  // The list's own whole page, also beside a meeting (whose whole page is the meeting's).
  const wholeListHref = useWholeHrefOf(listPath);
  useEffect(() => {
    if (!extending || (firstNew !== null && !query.isFetchNextPageError)) return;
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setExtending(false))));
    return () => cancelAnimationFrame(frame);
  }, [extending, firstNew, query.isFetchNextPageError]);
  if (query.isPending) {
    return (
      <section className={styles.list} aria-label={t('list.label')}>
        <Spinner label={t('list.loading')} />
      </section>
    );
  }
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  // A search matching more meetings than it ranks says "more than", never a count it did not make (decision 080).
  const capped = pages[0]?.total_capped === true;
  const showMore = () => {
    setFirstNew(items.length);
    setExtending(true);
    void query.fetchNextPage();
  };

  return (
    <section
      className={styles.list}
      aria-label={t('list.label')}
      aria-busy={query.isFetching || undefined}
      data-loading-more={extending || undefined}
    >
      <p className={styles.count} aria-live="polite">
        {items.length === 0
          ? t('list.empty')
          : capped
            ? t('list.countCapped', { cap: total, shown: items.length })
            : t('list.count', { count: total, shown: items.length })}
      </p>
      <div className={styles.cards} ref={cards}>
        {items.map((meeting) => (
          <MeetingCard
            key={meeting.id}
            meeting={meeting}
            href={hrefFor(meeting.id)}
            selected={meeting.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </div>
      {query.hasNextPage && (
        <ShowMore
          loaded={items.length}
          pages={pages.length}
          fullPage={MEETING_LIMITS.listLimit}
          fetching={query.isFetchingNextPage}
          onShow={showMore}
          label={t('list.loadMore')}
          busyLabel={t('list.loadingMore')}
          href={wholeListHref}
          block
        />
      )}
    </section>
  );
}
