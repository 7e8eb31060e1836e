/**
 * Under a list that shows its first items (`useFirstItems`): "Loading the rest…" while the rest is on its way, and
 * the control that shows it. One piece for the agenda, the roll calls and the places of a meeting page. With
 * `wholeAnchor` it is a link to the whole page (whole-page.ts) that the app answers in place, so it works before
 * and without the app; without, a button.
 */
import type { ReactNode } from 'react';
import { Button, buttonClassName } from './button.tsx';
import { showInPlace, useWholePage, useWholePageHref } from '../../lib/whole-page.ts';

interface ShowTheRestProps {
  /** From `useFirstItems`: the rest was asked for and has not arrived. */
  waiting: boolean;
  /** From `useFirstItems`: shows the rest; null when nothing is held back. */
  showAll: (() => void) | null;
  loadingLabel: string;
  /** The control's words, with the count ("Show all 146 agenda items"). */
  label: string;
  /** The status line's class, where the list's own styles give one. */
  statusClassName?: string;
  /** Where the whole page opens (the list's heading): the control is then a link to it. */
  wholeAnchor?: string;
}

export function ShowTheRest({ waiting, showAll, loadingLabel, label, statusClassName, wholeAnchor }: ShowTheRestProps) {
  return (
    <>
      {waiting && (
        <p role="status" className={statusClassName}>
          {loadingLabel}
        </p>
      )}
      {showAll &&
        (wholeAnchor === undefined ? (
          <Button variant="secondary" onClick={showAll}>
            {label}
          </Button>
        ) : (
          <ShowWholeLink anchor={wholeAnchor} onShow={showAll}>
            {label}
          </ShowWholeLink>
        ))}
    </>
  );
}

/**
 * A link to this page's whole version at `anchor` (or its top), or to `href`, looking like a button, that the app
 * answers with `onShow` in place.
 */
export function ShowWholeLink({ anchor, href, onShow, block = false, children }: { anchor?: string; href?: string; onShow: () => void; block?: boolean; children: ReactNode }) {
  const wholeHref = useWholePageHref();
  return (
    <a href={href ?? wholeHref(anchor)} className={buttonClassName({ variant: 'secondary', block })} onClick={showInPlace(onShow)}>
      {children}
    </a>
  );
}

interface ShowMoreProps {
  /** How many are shown, in how many pages, and how many a full page holds. */
  loaded: number;
  pages: number;
  fullPage: number;
  /** The next page is on its way. */
  fetching: boolean;
  onShow: () => void;
  label: string;
  /** The button's words while the next page loads. */
  busyLabel?: string;
  /** The link's address or anchor (ShowWholeLink). */
  href?: string;
  anchor?: string;
  block?: boolean;
}

/**
 * "Show more" under a list loaded a page at a time (the meetings list, a councilor's votes). Under the server's
 * first screen (one page, shorter than a full one) it is a link to the whole page, whose server render holds a full
 * page, and the app answers it in place; past that, or on the whole page itself, a button, busy while the next page
 * loads.
 */
export function ShowMore({ loaded, pages, fullPage, fetching, onShow, label, busyLabel = label, href, anchor, block = false }: ShowMoreProps) {
  const whole = useWholePage();
  if (!whole && pages === 1 && loaded < fullPage && !fetching) {
    return (
      <ShowWholeLink href={href} anchor={anchor} onShow={onShow} block={block}>
        {label}
      </ShowWholeLink>
    );
  }
  return (
    <Button variant="secondary" block={block} onClick={onShow} disabled={fetching}>
      {fetching ? busyLabel : label}
    </Button>
  );
}
