/**
 * "On this page: Agenda · Votes · Minutes · Page images": a meeting is long (the agenda, every roll call, the PDF
 * viewer's tools), so keyboard and screen reader users get straight to a part. Each link moves focus to the
 * part's heading, so the next Tab continues from there.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './meeting-detail.module.css';

export interface JumpTarget {
  id: string;
  label: string;
}

export function DetailJumpLinks({ targets }: { targets: JumpTarget[] }) {
  const { t } = useTranslation('meetings');
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  };
  return (
    <nav className={styles.jumpLinks} aria-label={t('detail.jumpLabel')}>
      <ul>
        {targets.map((target) => (
          <li key={target.id}>
            <a href={`#${target.id}`} onClick={(e) => jump(e, target.id)}>
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
