/**
 * True once the element has come within `margin` of the viewport, and from then on. A part that is heavy to
 * load and sits far down a page (the minutes' pdf.js viewer: 170 KB of script, the PDF, a worker) starts loading
 * when the reader nears it, not with the page: a phone opening a meeting from an alert reads the summary and
 * votes first, without paying for the minutes. Where there is no IntersectionObserver it is true at once.
 */
import { type RefObject, useEffect, useState } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, margin = '100% 0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
