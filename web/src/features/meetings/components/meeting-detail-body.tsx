/**
 * One meeting in full (spec §2): facts, summary, detailed summary, topics, keywords, agenda items with vote
 * results, voting records, the minutes and page images, and a calendar file to download.
 */
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PlacesSection } from '#web/components/places/places-section.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useMeetingLabels } from '../lib/labels.ts';
import { latestCorrection } from '../lib/corrections.ts';
import { isPlaceholderSummary } from '../lib/placeholder-summary.ts';
import { useFeedHref } from '../lib/use-feed-href.ts';
import { DetailedSummaryText, MeetingSummaryText } from './meeting-summary-text.tsx';
import { AgendaItems } from './agenda-items.tsx';
import { ChipList } from './chip-list.tsx';
import { CorrectionNote } from './correction-note.tsx';
import { ReportErrorButton } from './report-error-button.tsx';
import { DetailJumpLinks } from './detail-jump-links.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { MeetingProvenance } from './meeting-provenance.tsx';
import { MinutesPanel } from './minutes-panel.tsx';
import { Badge, StatusBadge } from './status-badge.tsx';
import { VotingRecords } from './voting-records.tsx';
import { useCommittees } from '../api/get-committees.ts';
import { useWholeMeeting } from '../api/get-meeting.ts';
import { hasMoreThanFirstScreen, placeItemsOf, type ShownMeeting } from '../lib/first-screen-meeting.ts';
import { useWholePage, useWholePageHref } from '#web/lib/whole-page.ts';
import styles from './meeting-detail.module.css';

// Only a meeting to come shows how to be heard: its code loads with such a meeting (the server renders it whole).
const HowToBeHeard = lazy(() => import('./how-to-be-heard.tsx').then((module) => ({ default: module.HowToBeHeard })));

interface MeetingDetailBodyProps {
  /** Whole, or its first screen from a server render until the whole arrives (first-screen-meeting.ts). */
  meeting: ShownMeeting;
  autoFocus: boolean;
  /** Where "Back to meetings" goes (shown on narrow screens, where the list is far above). */
  backHref?: string;
}

export function MeetingDetailBody({ meeting, autoFocus, backHref }: MeetingDetailBodyProps) {
  const { t, i18n } = useTranslation('meetings');
  // The title in Spanish from the body's name and the date (issue 48); else the clerk's English, marked so.
  const titleEs = i18n.language.startsWith('es') ? meeting.title_es : null;
  const shownTitle = titleEs ?? meeting.title;
  const feedHref = useFeedHref();
  const { formatDateTime } = useFormat();
  const labels = useMeetingLabels();
  const heading = useRef<HTMLHeadingElement>(null);
  const article = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();
  // An alert's item link that no longer finds its item (server/meetings/item-links.ts) lands here saying so.
  const [params] = useSearchParams();
  const itemGone = params.get('item_gone');
  useEffect(() => {
    if (!autoFocus) return;
    // The first page of a visit arrives rendered, before the app runs: a keyboard user may already have moved
    // into it (to "On this page", say). Taking the focus back then would lose their place.
    if (key === 'default' && document.activeElement && document.activeElement !== document.body) return;
    // A link to one item (`#item-3`, as alerts send) lands on that item; otherwise on the meeting's heading.
    const target = hash.length > 1 ? article.current?.querySelector<HTMLElement>(`[id="${CSS.escape(hash.slice(1))}"]`) : null;
    const title = heading.current;
    // A focusable target (a part's heading, reached by "On this page" before the app ran) takes the focus itself,
    // so a keyboard user's next Tab continues from where they asked to go.
    if (target?.hasAttribute('tabindex')) target.focus({ preventScroll: true });
    else title?.focus({ preventScroll: true });
    if (target) target.scrollIntoView({ block: 'start' });
    // On a desktop the panel sits below the filters and the analysis: a deep link showed only the title's last
    // line at the foot of the screen. Bring it up when it sits that low; a meeting picked from the list is already
    // in view beside it and stays put.
    else if (title && title.getBoundingClientRect().top > window.innerHeight * 0.4) title.scrollIntoView({ block: 'start' });
  }, [meeting.id, autoFocus, hash, key]);
  useEffect(() => {
    const previous = document.title;
    document.title = `${shownTitle} · Civic Commons`;
    return () => {
      document.title = previous;
    };
  }, [shownTitle]);
  const placeholder = isPlaceholderSummary(meeting.summary);
  const more = useWholeMeeting(meeting);
  const isSample = meeting.id >= 900_000;

  return (
    <article ref={article} className={styles.body}>
      {backHref && (
        <Link to={backHref} className={styles.backLink}>
          {t('detail.back')}
        </Link>
      )}
      <h2 ref={heading} tabIndex={-1} className={styles.title} lang={titleEs ? 'es' : 'en'}>
        {shownTitle}
      </h2>
      <div className={styles.badges}>
        {meeting.is_demo && <Badge tone="warning">{t('card.demo')}</Badge>}
        <StatusBadge status={meeting.status} timeState={meeting.time_state} />
        {meeting.announced && <Badge>{t('card.announced')}</Badge>}
        {placeholder && <Badge tone="warning">{t('card.pdfOnly')}</Badge>}
      </div>
      {meeting.is_demo && <p className={styles.muted}>{t('detail.demoNote')}</p>}
      {itemGone && (
        <p role="status">{t(meeting.status === 'cancelled' ? 'detail.itemGoneCancelled' : 'detail.itemGone', { number: itemGone })}</p>
      )}
      <DetailJumpLinks
        targets={[
          { id: 'detail-agenda', label: t('detail.agenda') },
          { id: 'detail-votes', label: t('detail.votingRecords') },
          { id: 'detail-minutes', label: t('pdf.heading') },
          ...(meeting.image_paths.length > 0 ? [{ id: 'detail-images', label: t('detail.images') }] : []),
        ]}
      />
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.when')}</dt>
          <dd>
            <time dateTime={meeting.meeting_date}>{formatDateTime(meeting.meeting_date)}</time>
          </dd>
        </div>
        <CommitteeFact title={meeting.title} />
        {meeting.location && (
          <div>
            <dt>{t('detail.where')}</dt>
            <dd lang="en">{meeting.location}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.type')}</dt>
          <dd>{labels.meetingType(meeting.meeting_type)}</dd>
        </div>
      </dl>
      <div className={styles.links}>
        {!isSample && (
          <a href={feedHref(`/api/v1/meetings/${meeting.id}.ics`)} download>
            {t('detail.addToCalendar')}
          </a>
        )}
        {meeting.agenda_url && (
          <a href={meeting.agenda_url} target="_blank" rel="noreferrer">
            {t('detail.agendaDocument')}
          </a>
        )}
        <WholeRecordLink meeting={meeting} isSample={isSample} />
        {!isSample && <ReportErrorButton meetingId={meeting.id} target="meeting" context={t('report.contextMeeting')} />}
      </div>

      {!placeholder && (
        <section aria-labelledby="detail-summary">
          <h3 id="detail-summary">{t('detail.summary')}</h3>
          <MeetingSummaryText meeting={meeting} />
          <CorrectionNote correction={latestCorrection(meeting.corrections, (c) => c.field === 'summary')} />
          {!isSample && (
            <div className={styles.reportRow}>
              <ReportErrorButton meetingId={meeting.id} target="summary" context={t('report.contextSummary')} />
            </div>
          )}
        </section>
      )}
      {meeting.detailed_summary && <DetailedSummaryText text={meeting.detailed_summary} spanish={meeting.detailed_summary_es} cut={meeting.first_screen?.detailed_cut} more={more} />}
      {meeting.topics.length > 0 && (
        <section aria-labelledby="detail-topics">
          <h3 id="detail-topics">{t('detail.topics')}</h3>
          <ChipList values={meeting.topics} kind="topic" label={t('detail.topics')} />
        </section>
      )}
      {meeting.keywords.length > 0 && (
        <section aria-labelledby="detail-keywords">
          <h3 id="detail-keywords">{t('detail.keywords')}</h3>
          <ChipList values={meeting.keywords} kind="keyword" label={t('detail.keywords')} />
        </section>
      )}
      {/* Only a meeting to come: for one held, cancelled or postponed there is no deadline to show. */}
      {!isSample && meeting.time_state === 'upcoming' && (
        <Suspense fallback={null}>
          <HowToBeHeard meetingId={meeting.id} />
        </Suspense>
      )}
      <RecordSections meeting={meeting} isSample={isSample} more={more} />
      <section className={styles.minutesSection}>
        <MinutesPanel meeting={meeting} />
      </section>
      {meeting.image_paths.length > 0 && (
        <section aria-labelledby="detail-images" className={styles.imagesSection}>
          <h3 id="detail-images" tabIndex={-1}>{t('detail.images')}</h3>
          <ImageViewer key={meeting.id} images={meeting.image_paths} />
        </section>
      )}
      <MeetingProvenance meeting={meeting} />
    </article>
  );
}

/**
 * "The whole record on one page" (decision 275), where the page shows only the first part of something: to print
 * it, or to find a word in all of it with the browser's find. A page load, not the router's: the server renders
 * the whole page, whose lists start whole.
 */
function WholeRecordLink({ meeting, isSample }: { meeting: ShownMeeting; isSample: boolean }) {
  const { t } = useTranslation('meetings');
  const wholeHref = useWholePageHref();
  const whole = useWholePage();
  // Once per meeting, not per render: on the whole meeting it reads every item and the whole detailed summary.
  const cut = useMemo(() => hasMoreThanFirstScreen(meeting), [meeting]);
  if (whole || isSample || !cut) return null;
  return <a href={wholeHref()}>{t('detail.wholeRecord')}</a>;
}

/** The agenda, the places it names and the roll calls: their first ones when the page holds a first screen. */
function RecordSections({ meeting, isSample, more }: { meeting: ShownMeeting; isSample: boolean; more?: () => void }) {
  const { t } = useTranslation('meetings');
  const firstScreen = meeting.first_screen;
  return (
    <>
      <section aria-labelledby="detail-agenda">
        <h3 id="detail-agenda" tabIndex={-1}>{t('detail.agenda')}</h3>
        <AgendaItems
          items={meeting.agenda_items}
          total={firstScreen?.agenda_items}
          more={more}
          meetingId={meeting.id}
          corrections={meeting.corrections}
          reportable={!isSample}
          minutesUrl={meeting.minutes_url}
          speakUp={!isSample && meeting.status === 'scheduled'}
        />
      </section>
      <PlacesSection {...placeItemsOf(meeting)} more={more} headingId="detail-places" level="h3" />
      <section aria-labelledby="detail-votes">
        <h3 id="detail-votes" tabIndex={-1}>{t('detail.votingRecords')}</h3>
        <VotingRecords
          records={meeting.voting_records}
          total={firstScreen?.voting_records}
          rollCounts={firstScreen?.roll_counts}
          more={more}
          meetingId={meeting.id}
          corrections={meeting.corrections}
          reportable={!isSample}
          minutesUrl={meeting.minutes_url}
        />
      </section>
    </>
  );
}

/** The committee that held the meeting (its source titles it by the body), with a link to all of its meetings. */
function CommitteeFact({ title }: { title: string }) {
  const { t } = useTranslation('meetings');
  const committee = useCommittees().find((c) => c.name === title);
  if (!committee) return null;
  return (
    <div>
      <dt>{t('detail.committee')}</dt>
      <dd>
        <span lang="en">{committee.name}</span>
        {' · '}
        <Link to={`/meetings?${new URLSearchParams({ status: 'all', committee: committee.name }).toString()}`}>{t('detail.committeeMeetings', { count: committee.meetings })}</Link>
      </dd>
    </div>
  );
}
