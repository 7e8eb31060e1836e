/** Keyboard use of the header: Escape closes the logo menu and the small-screen menu, focus back on their buttons. */
import { fireEvent, screen } from '@testing-library/react';
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

  it('a tap opens the logo menu at once, and a click on the arrow of a menu opened by hover keeps it open', () => {
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'City council websites' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const wrapper = toggle.parentElement!;
    // A touch screen: the tap's pointer events are of type touch, then a click.
    fireEvent.pointerEnter(wrapper, { pointerType: 'touch' });
    fireEvent.click(toggle);
    expect(menu).toBeVisible();
    fireEvent.click(toggle);
    expect(menu).not.toBeVisible();
    // A mouse: hovering opens it; clicking the arrow then pins it open, and leaving does not close a pinned menu.
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    expect(menu).toBeVisible();
    fireEvent.click(toggle);
    expect(menu).toBeVisible();
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    expect(menu).toBeVisible();
    fireEvent.click(toggle);
    expect(menu).not.toBeVisible();
  });
});
