/**
 * Every skip link leads to an element that is in the page and takes the focus (issue 52: Lighthouse found the
 * assistant's skip link pointing at its panel, which is not there until it opens), and the first leads to the page.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

describe('skip links', () => {
  it('each targets an element in the page that takes the focus', async () => {
    const { container } = renderWithProviders(<AppShell />);
    await screen.findByRole('button', { name: /assistant/i });
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a.skip-link')];
    expect(links.map((link) => link.textContent)).toEqual(['Skip to main content', 'Skip to the civic assistant']);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent!).not.toBeNull();
      target!.focus();
      expect(document.activeElement, link.textContent!).toBe(target);
    }
    expect(document.getElementById(links[0]!.getAttribute('href')!.slice(1))!.tagName).toBe('MAIN');
  });
});
