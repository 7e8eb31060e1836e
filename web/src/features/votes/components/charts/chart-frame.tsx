/**
 * The box every vote chart draws in: as wide as the page allows (measured, so the SVG's text stays at its real
 * size on a phone instead of shrinking with a viewBox), hidden from assistive technology because each chart
 * stands next to a sentence that says it and a table that holds its numbers.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styles from './charts.module.css';

/** Width drawn before the first measurement (and in environments without ResizeObserver). */
const DEFAULT_WIDTH = 640;

export function ChartFrame({ children }: { children: (width: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.frame} aria-hidden="true" data-testid="vote-chart">
      {width > 0 && children(width)}
    </div>
  );
}
