/**
 * One meeting in the list: a link to `/meetings/:id` keeping the filters, with date, status, the Demo badge for
 * an invented meeting (so it is never taken for the record), Announced for one known only from the notice of the
 * year's meetings (no agenda yet), the PDF Only badge for placeholder summaries, the summary (or where a search matched), 3 topics and 5 keywords then "+N more".
 */
import { NamesInEnglish } from '#web/components/text/names-in-english.tsx';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MeetingSummary } from '#contract/meetings.ts';
import { MEETING_LIMITS } from '#contract/meeting-rules.ts';
import { useFormat } from '#web/lib/format.ts';
import { useMeetingLabels } from '../lib/labels.ts';
import { isPlaceholderSummary } from '../lib/placeholder-summary.ts';
import { ChipList } from './chip-list.tsx';
import { Badge, StatusBadge } from './status-badge.tsx';
import styles from './meetings.module.css';

interface MeetingCardProps {
  meeting: MeetingSummary;
  href: string;
  selected: boolean;
  onSelect(id: number): void;
}

export function MeetingCard({ meeting, href, selected, onSelect }: MeetingCardProps) {
  const { t, i18n } = useTranslation('meetings');
  const spanish = i18n.language.startsWith('es') && meeting.summary_es;
  // The title in Spanish from the body's name and the date (issue 48); else the clerk's English, marked so.
  const titleEs = i18n.language.startsWith('es') ? meeting.title_es : null;
  const { formatDateTime } = useFormat();
  const labels = useMeetingLabels();
  const placeholder = isPlaceholderSummary(meeting.summary);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Repeated clicks on the selected meeting are ignored (spec §4): no navigation, no reload.
    if (selected) {
      event.preventDefault();
      return;
    }
    onSelect(meeting.id);
  };

  return (
    <article className={styles.card} data-selected={selected || undefined}>
      <h3 className={styles.cardTitle}>
        <Link to={href} onClick={handleClick} aria-current={selected ? 'page' : undefined} className={styles.cardLink} lang={titleEs ? 'es' : 'en'}>
          {titleEs ?? meeting.title}
        </Link>
      </h3>
      <p className={styles.cardMeta}>
        <time dateTime={meeting.meeting_date}>{formatDateTime(meeting.meeting_date)}</time>
        <span aria-hidden="true"> · </span>
        {labels.meetingType(meeting.meeting_type)}
      </p>
      <div className={styles.badges}>
        {meeting.is_demo && <Badge tone="warning">{t('card.demo')}</Badge>}
        <StatusBadge status={meeting.status} timeState={meeting.time_state} />
        {meeting.announced && <Badge>{t('card.announced')}</Badge>}
        {placeholder && <Badge tone="warning">{t('card.pdfOnly')}</Badge>}
        {meeting.has_votes && <Badge tone="accent">{t('card.votes')}</Badge>}
      </div>
      {meeting.snippet ? (
        <p className={styles.snippet}>
          <span className="visually-hidden">{t('card.snippet')}: </span>
          <span lang="en">{meeting.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</span>
        </p>
      ) : (
        // A Spanish page shows the summary built from the record in Spanish; the English, marked so, where none.
        !placeholder && (
          <p className={styles.cardSummary} lang={spanish ? 'es' : 'en'}>
            {spanish ? <NamesInEnglish text={spanish} names={meeting.summary_es_names} /> : meeting.summary}
          </p>
        )
      )}
      <ChipList values={meeting.topics} max={MEETING_LIMITS.cardTopics} kind="topic" label={t('card.topics')} />
      <ChipList values={meeting.keywords} max={MEETING_LIMITS.cardKeywords} kind="keyword" label={t('card.keywords')} />
    </article>
  );
}
