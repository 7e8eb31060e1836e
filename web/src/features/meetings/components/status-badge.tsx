/**
 * A meeting's status as a badge; `scheduled` reads "Upcoming" (spec §2), but only while the meeting is ahead: a
 * past meeting without minutes reads "Awaiting minutes", then "Minutes not yet published" (issue 33), and one
 * known only from the notice of the year's meetings whose date passed with no agenda, "No agenda on record".
 */
import { useTranslation } from 'react-i18next';
import type { MeetingStatus, MeetingTimeState } from '#contract/enums.ts';
import styles from './badges.module.css';

export function StatusBadge({ status, timeState }: { status: MeetingStatus; timeState?: MeetingTimeState }) {
  const { t } = useTranslation('common');
  const late = timeState === 'awaiting_minutes' || timeState === 'minutes_not_published' || timeState === 'no_agenda' ? timeState : null;
  return (
    <span className={styles.badge} data-status={late ? undefined : status} data-tone={late ? 'warning' : undefined}>
      {late ? t(`status.${late}`) : t(`status.${status}`)}
    </span>
  );
}

/** A small neutral or accented label (PDF Only, Demo Mode, Votes recorded ...). */
export function Badge({ children, tone = 'neutral' }: { children: string; tone?: 'neutral' | 'warning' | 'accent' }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
