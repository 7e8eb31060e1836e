/** A meeting's status as a badge; `scheduled` reads "Upcoming" (spec §2). */
import { useTranslation } from 'react-i18next';
import type { MeetingStatus } from '../../../../../contract/enums.ts';
import styles from './badges.module.css';

export function StatusBadge({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation('common');
  return (
    <span className={styles.badge} data-status={status}>
      {t(`status.${status}`)}
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
