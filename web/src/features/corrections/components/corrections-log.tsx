/**
 * /corrections: every correction made to the meeting records after a reader's report, newest first: which
 * meeting, what was corrected, what it was, what it is now, and why.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecordCorrection } from '#contract/corrections.ts';
import { ITEM_RESULTS } from '#contract/enums.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useCorrections } from '../api/get-corrections.ts';
import styles from './corrections-log.module.css';

export function CorrectionsLog() {
  const { t } = useTranslation('corrections');
  const query = useCorrections();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {t('count', { count: pages[0]?.total ?? 0 })}
          </p>
          <ol className={styles.list}>
            {items.map((c) => (
              <CorrectionEntry key={c.id} correction={c} />
            ))}
          </ol>
          {query.hasNextPage && (
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function CorrectionEntry({ correction: c }: { correction: RecordCorrection }) {
  const { t } = useTranslation(['corrections', 'meetings']);
  const { formatDate } = useFormat();
  // Vote values and item result classes are ours to translate; any other value is the record's text, in the language it was published in.
  const value = (v: string | null) => {
    if (v === null || v.trim() === '') return t('nothing');
    if (c.field === 'councilor_vote') return t(`meetings:votes.${v}`, { defaultValue: v });
    if (c.field === 'vote_outcome') return t(`meetings:outcomes.${v}`, { defaultValue: v });
    // An item's result is a class now; one corrected before that was free text, shown as it was.
    if (c.field === 'item_vote_result' && (ITEM_RESULTS as readonly string[]).includes(v)) return t(`meetings:itemResults.${v}`);
    return <span lang="en">{v}</span>;
  };
  const place =
    c.field === 'summary'
      ? t('where.summary')
      : c.field === 'item_vote_result'
        ? t('where.item', { number: c.item_number })
        : c.field === 'councilor_vote'
          ? t('where.councilor', { n: (c.vote_position ?? 0) + 1, councilor: c.councilor })
          : t(`where.${c.field}`, { n: (c.vote_position ?? 0) + 1 });
  const where = c.target === 'vote' && c.item_number ? t('where.onItem', { where: place, number: c.item_number }) : place;
  return (
    <li className={styles.entry}>
      <p className={styles.meta}>
        <time dateTime={c.corrected_at}>{t('correctedOn', { date: formatDate(c.corrected_at) })}</time>
      </p>
      <h2 className={styles.heading}>
        {c.meeting_id && c.meeting_title ? (
          <Link to={`/meetings/${c.meeting_id}?status=all`} lang="en">
            {c.meeting_title}
          </Link>
        ) : (
          t('meetingGone')
        )}
      </h2>
      <p className={styles.where}>{where}</p>
      <dl className={styles.change}>
        <div>
          <dt>{t('was')}</dt>
          <dd>
            <del>{value(c.old_value)}</del>
          </dd>
        </div>
        <div>
          <dt>{t('now')}</dt>
          <dd>
            <ins>{value(c.new_value)}</ins>
          </dd>
        </div>
        <div>
          <dt>{t('why')}</dt>
          {/* The reviewer's note is part of the record, written in English. */}
          <dd lang="en">{c.note}</dd>
        </div>
      </dl>
    </li>
  );
}
