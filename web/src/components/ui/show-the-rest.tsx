/**
 * Under a list that shows its first items (`useFirstItems`): "Loading the rest…" while the rest is on its way, and
 * the button that shows it. One piece for the agenda, the roll calls and the places of a meeting page.
 */
import { Button } from './button.tsx';

interface ShowTheRestProps {
  /** From `useFirstItems`: the rest was asked for and has not arrived. */
  waiting: boolean;
  /** From `useFirstItems`: shows the rest; null when nothing is held back. */
  showAll: (() => void) | null;
  loadingLabel: string;
  /** The button's words, with the count ("Show all 146 agenda items"). */
  label: string;
  /** The status line's class, where the list's own styles give one. */
  statusClassName?: string;
}

export function ShowTheRest({ waiting, showAll, loadingLabel, label, statusClassName }: ShowTheRestProps) {
  return (
    <>
      {waiting && (
        <p role="status" className={statusClassName}>
          {loadingLabel}
        </p>
      )}
      {showAll && (
        <Button variant="secondary" onClick={showAll}>
          {label}
        </Button>
      )}
    </>
  );
}
