/** Keyboard use of the header: Escape closes the logo menu and the small-screen menu, focus back on their buttons. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Header } from './header.tsx';

describe('Header keyboard', () => {
  it('Escape in the logo menu closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'City council websites' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('list', { name: 'City council websites' });
    expect(menu).toBeVisible();
    await user.tab();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('Escape closes the small-screen menu and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(button).toHaveFocus();
  });
});
