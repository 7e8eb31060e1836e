/**
 * The box a wide table scrolls in on a phone. It is focusable and named, so a keyboard user can scroll it too
 * (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';
import styles from './votes.module.css';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
