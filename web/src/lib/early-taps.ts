/**
 * Replays the taps made on a server-rendered page before the app hydrated (contract/early-taps.ts records
 * them). `takeEarlyTaps` is called just before hydration starts, since from then on React itself queues events
 * on the parts it has not hydrated yet; `replayEarlyTaps` runs once the first render has committed.
 */
import { useEffect } from 'react';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_KEY, type EarlyTap } from '#contract/early-taps.ts';

type TapWindow = Window & { [EARLY_TAPS_KEY]?: EarlyTap[] | null };

/**
 * Buttons tapped again after the hand-over: React answers those taps itself (at once, or replaying them once it
 * has hydrated the part), so replaying the remembered one too would undo it (a toggle opened, then closed).
 */
const tappedSinceHandOver = new WeakSet<Element>();
const noteLaterTap = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) tappedSinceHandOver.add(button);
};

/**
 * Stops the recording and returns what it holds. The buttons' pressed mark comes off here, just before hydration:
 * React reads an attribute it did not render as a mismatch with the server's page.
 */
export function takeEarlyTaps(): EarlyTap[] {
  const w = window as TapWindow;
  const taps = w[EARLY_TAPS_KEY] ?? [];
  w[EARLY_TAPS_KEY] = null;
  for (const tap of taps) tap.element.removeAttribute(EARLY_TAP_ATTRIBUTE);
  if (taps.length > 0) document.addEventListener('click', noteLaterTap, true);
  return taps;
}

/** Whether React has hydrated this node: it then carries React's props (a `__reactProps$…` key). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Clicks each remembered button again, and sets each remembered select's value the way a person would, each as
 * soon as React has hydrated it: the page's parts inside Suspense boundaries hydrate after the first commit.
 */
export function replayEarlyTaps(taps: EarlyTap[], deadline = performance.now() + 10_000): void {
  const waiting: EarlyTap[] = [];
  for (const tap of taps) {
    if (!tap.element.isConnected) continue;
    if (!isHydrated(tap.element)) {
      waiting.push(tap);
      continue;
    }
    if (tap.element instanceof HTMLSelectElement && tap.value !== undefined) replaySelect(tap.element, tap.value);
    else if (tap.element instanceof HTMLElement && !tappedSinceHandOver.has(tap.element)) clickOnce(tap.element);
  }
  // In order: a later tap waits for an earlier one still waiting.
  if (waiting.length > 0 && performance.now() < deadline) {
    requestAnimationFrame(() => replayEarlyTaps(waiting, deadline));
    return;
  }
  document.removeEventListener('click', noteLaterTap, true);
}

/** Our own replayed click is not a later tap of the resident's. */
function clickOnce(element: HTMLElement): void {
  document.removeEventListener('click', noteLaterTap, true);
  element.click();
  document.addEventListener('click', noteLaterTap, true);
}

/**
 * React keeps its own record of a select's value and fires onChange only when the DOM differs from it. The
 * browser already changed the DOM before hydration, so the select is first set back to what the server drew
 * (through React's record), then to the chosen value behind React's back, and the change announced.
 */
function replaySelect(select: HTMLSelectElement, chosen: string): void {
  const drawn = [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? '';
  if (chosen === drawn) return;
  select.value = drawn;
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, chosen);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

let replayed = false;

/** Replays `taps` once, after the first commit (StrictMode runs a first effect twice in development). */
export function useReplayAfterHydration(taps: EarlyTap[] | undefined): void {
  useEffect(() => {
    if (!taps || replayed) return;
    replayed = true;
    replayEarlyTaps(taps);
  }, [taps]);
}
