/** The votes table of a district seat: date, meeting, item and motion, the councilor's vote, the outcome. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { councilorFeedPath } from '#contract/feed-paths.ts';
import { ShowMore } from '#web/components/ui/show-the-rest.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useFormat } from '#web/lib/format.ts';
import { COUNCILOR_VOTES_PAGE, useCouncilorVotes } from '../api/get-councilor-votes.ts';
import { latestCorrection } from '../lib/corrections.ts';
import { useMeetingLabels } from '../lib/labels.ts';
import { useFeedHref } from '../lib/use-feed-href.ts';
import { CorrectionNote } from './correction-note.tsx';
import { Badge } from './status-badge.tsx';
import styles from './councilor.module.css';

interface CouncilorVotesProps {
  district: number;
  topic: string;
  person: string;
  onTopic(topic: string): void;
  onPerson(person: string): void;
}

export function CouncilorVotes({ district, topic, person, onTopic, onPerson }: CouncilorVotesProps) {
  const { t } = useTranslation('meetings');
  const feedHref = useFeedHref();
  const { formatDate } = useFormat();
  const labels = useMeetingLabels();
  const id = useId();
  const query = useCouncilorVotes(district, { topic: topic || undefined, councilor: person || undefined });
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  // Everyone seen voting from this seat, for the person filter (from the unfiltered first page onwards).
  const people = [...new Set(items.map((v) => v.councilor).concat(person ? [person] : []))].sort();

  return (
    <section className={styles.votes} aria-labelledby="votes-title">
      <h2 id="votes-title">{t('councilor.votes')}</h2>
      <p className={styles.muted}>
        {t('councilor.votesIntro')}{' '}
        <a href={feedHref(councilorFeedPath(district))} type="application/rss+xml">
          {t('councilor.votesFeed')}
        </a>
      </p>
      <div className={styles.voteFilters}>
        <div className={styles.field}>
          <label htmlFor={`${id}-topic`}>{t('councilor.topic')}</label>
          <select id={`${id}-topic`} value={topic} onChange={(e) => onTopic(e.target.value)}>
            <option value="">{t('councilor.allTopics')}</option>
            {(first?.topics ?? (topic ? [topic] : [])).map((name) => (
              <option key={name} value={name}>
                {labels.topic(name)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-person`}>{t('councilor.person')}</label>
          <select id={`${id}-person`} value={person} onChange={(e) => onPerson(e.target.value)}>
            <option value="">{t('councilor.everyone')}</option>
            {people.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p>{t('councilor.noVotes')}</p>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('councilor.votesCount', { count: first?.total ?? 0 })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('councilor.date')}</th>
                  <th scope="col">{t('councilor.motion')}</th>
                  <th scope="col">{t('councilor.person')}</th>
                  <th scope="col">{t('councilor.theirVote')}</th>
                  <th scope="col">{t('councilor.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((v) => (
                  <tr key={`${v.voting_record_id}-${v.councilor}`}>
                    <td className={styles.nowrap} data-label={t('councilor.date')}>
                      <Link to={`/meetings/${v.meeting_id}?status=all`}>{formatDate(v.meeting_date)}</Link>
                    </td>
                    <td data-label={t('councilor.motion')}>
                      {v.item_number && <strong>{v.item_number} </strong>}
                      <span lang="en">{v.item_title ?? v.motion}</span>
                      {v.item_title && <span className={styles.motionText} lang="en">{v.motion}</span>}
                      {v.motion_kind !== 'approve' && v.motion_kind !== 'other' && (
                        <span className={styles.motionText}>{t('councilor.votedOn', { what: t(`motionKinds.${v.motion_kind}`) })}</span>
                      )}
                      <CorrectionNote correction={latestCorrection(v.corrections, (c) => c.field === 'vote_motion')} compact />
                    </td>
                    <td data-label={t('councilor.person')}>{v.councilor}</td>
                    <td data-vote={v.vote} data-label={t('councilor.theirVote')}>
                      {t(`votes.${v.vote}`)}
                      <CorrectionNote correction={latestCorrection(v.corrections, (c) => c.field === 'councilor_vote')} compact wide />
                    </td>
                    <td data-label={t('councilor.outcome')}>
                      <Badge tone={v.outcome === 'passed' ? 'accent' : 'warning'}>{t(`outcomes.${v.outcome}`)}</Badge>
                      <CorrectionNote correction={latestCorrection(v.corrections, (c) => c.field === 'vote_outcome')} compact wide />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {query.hasNextPage && (
            <ShowMore
              loaded={items.length}
              pages={pages.length}
              fullPage={COUNCILOR_VOTES_PAGE}
              fetching={query.isFetchingNextPage}
              onShow={() => void query.fetchNextPage()}
              label={t('councilor.loadMore')}
              anchor="votes-title"
            />
          )}
        </>
      )}
    </section>
  );
}
