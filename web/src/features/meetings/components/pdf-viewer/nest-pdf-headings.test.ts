import { describe, expect, it } from 'vitest';
import { nestPdfHeadings } from './nest-pdf-headings.ts';

const levels = (root: HTMLElement) => [...root.querySelectorAll('[role="heading"]')].map((h) => h.getAttribute('aria-level'));

describe('nestPdfHeadings', () => {
  it('nests the headings already there and those pdf.js adds later below the section, deepest at 6', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<span role="heading" aria-level="1">Minutes</span>';
    document.body.append(container);
    const stop = nestPdfHeadings(container, 3);
    expect(levels(container)).toEqual(['4']);

    const tree = document.createElement('span');
    tree.className = 'structTree';
    tree.innerHTML = '<span role="heading" aria-level="2">Roll call</span><span role="heading" aria-level="5">Deep</span>';
    container.append(tree);
    await Promise.resolve(); // the observer reports at the next microtask
    expect(levels(container)).toEqual(['4', '5', '6']);

    // Nested once only, and not after stopping.
    container.append(tree.cloneNode(true));
    stop();
    container.insertAdjacentHTML('beforeend', '<span role="heading" aria-level="1">Later</span>');
    await Promise.resolve(); // the observer reports at the next microtask
    expect(levels(container)).toEqual(['4', '5', '6', '5', '6', '1']);
    container.remove();
  });
});
