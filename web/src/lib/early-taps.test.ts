/**
 * Taps before hydration (issue 52): a double tap on a button before the app runs is one wish, not two clicks
 * (replaying both closed again a toggle the first one opened); the button shows the tap at once; a button tapped
 * again after the hand-over is answered by React, so the remembered tap is not replayed on top of it.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_KEY, EARLY_TAPS_SCRIPT } from '#contract/early-taps.ts';
import { replayEarlyTaps, takeEarlyTaps } from './early-taps.ts';

let button: HTMLButtonElement;
let clicks: number;
const removeListeners: (() => void)[] = [];

beforeEach(() => {
  // The inline script listens on the document for good; each test records anew on a fresh copy of it.
  const add = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    add(type, listener, options);
    removeListeners.push(() => document.removeEventListener(type, listener, options));
  });
  new Function(EARLY_TAPS_SCRIPT)();
  spy.mockRestore();
  document.body.innerHTML = '<button type="button">Open</button>';
  button = document.querySelector('button')!;
  clicks = 0;
});
afterEach(() => {
  for (const remove of removeListeners.splice(0)) remove();
});

/** As React leaves a node it has hydrated, with a handler counting the clicks that reach the app. */
function hydrate(element: HTMLElement): void {
  Object.assign(element, { __reactProps$test: {} });
  element.addEventListener('click', () => clicks++);
}

it('remembers a double tap before hydration once, and shows it at once', () => {
  button.click();
  expect(button.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);
  button.click();
  expect((window as unknown as Record<string, unknown[]>)[EARLY_TAPS_KEY]).toHaveLength(1);

  const taps = takeEarlyTaps();
  // Off before React hydrates: an attribute it did not render would be a mismatch.
  expect(button.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
  hydrate(button);
  replayEarlyTaps(taps);
  expect(clicks).toBe(1);
});

it('does not replay a tap on a button tapped again after the hand-over: React answered that one', () => {
  button.click();
  const taps = takeEarlyTaps();
  hydrate(button);
  button.click();
  replayEarlyTaps(taps);
  expect(clicks).toBe(1);
});
