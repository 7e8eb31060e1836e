/**
 * "How to be heard" on a meeting to come (issue 32): each of the city's ways with its deadline on the city's wall
 * clock and a countdown that moves every minute; a passed deadline says it closed, and once the meeting has begun
 * the section says so instead. Nothing is shown when the city has no rules from a source (the API answers 404).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownTo, countdownUnit } from '#contract/hearing-deadlines.ts';
import type { HowToBeHeardResponse } from '#contract/hearing-rules.ts';
import { useFormat } from '#web/lib/format.ts';
import { useHowToBeHeard } from '../api/get-how-to-be-heard.ts';
import styles from './meeting-detail.module.css';

/** The browser's clock, moved once a minute so the countdowns stay true while the page stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Deadline({ deadline, now }: { deadline: HowToBeHeardResponse['deadlines'][number]; now: Date }) {
  const { t } = useTranslation('hearing');
  const { formatDateTime } = useFormat();
  const when = formatDateTime(deadline.closes_at);
  const countdown = countdownTo(new Date(deadline.closes_at), now);
  const left = countdownUnit(countdown.minutesLeft);
  return (
    <li>
      <strong>{t(`ways.${deadline.kind}`)}</strong>{' '}
      {countdown.state === 'open' ? (
        <span>
          {t('closes', { when })}: <span className={styles.countdown}>{t(`left.${left.unit}`, { count: left.count })}</span>
        </span>
      ) : (
        <span>{t('closed', { when })}</span>
      )}
    </li>
  );
}

export function HowToBeHeard({ meetingId }: { meetingId: number }) {
  const { t } = useTranslation('hearing');
  const { formatDateTime } = useFormat();
  const { data } = useHowToBeHeard(meetingId, true);
  const now = useMinuteClock();
  if (!data) return null;
  const started = data.meeting_started || now.getTime() >= new Date(data.meeting_date).getTime();
  // A city may take written testimony after a hearing (within a number of hours): those ways stay listed once it began.
  const stillOpen = data.deadlines.filter((d) => countdownTo(new Date(d.closes_at), now).state === 'open');
  const { secretary } = data;
  return (
    <section aria-labelledby="detail-how-to-be-heard">
      <h3 id="detail-how-to-be-heard">{t('heading')}</h3>
      {started && stillOpen.length === 0 ? (
        <p>{t('started')}</p>
      ) : started ? (
        <>
          <p>{t('started_still_open')}</p>
          <ul>
            {stillOpen.map((deadline) => (
              <Deadline key={deadline.kind} deadline={deadline} now={now} />
            ))}
          </ul>
        </>
      ) : (
        <>
          <ul>
            {data.deadlines.map((deadline) => (
              <Deadline key={deadline.kind} deadline={deadline} now={now} />
            ))}
          </ul>
          <p className={styles.muted}>
            {t('notice', { agenda: formatDateTime(data.agenda_posted_by), addenda: formatDateTime(data.addenda_posted_by) })}
          </p>
        </>
      )}
      <p>
        {secretary.phone ? t('secretary', { name: secretary.name, title: secretary.title, phone: secretary.phone }) : t('secretaryNoPhone', { name: secretary.name, title: secretary.title })}{' '}
        <a href={`mailto:${secretary.email}`}>{secretary.email}</a>
      </p>
    </section>
  );
}
