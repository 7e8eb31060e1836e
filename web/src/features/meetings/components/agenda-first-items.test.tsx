/**
 * A long agenda shows its first items and "Show all" (issue 52: fifty items were most of a meeting page's HTML);
 * a link to an item further down shows them all, and a short agenda is shown whole.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgendaItem } from '#contract/meetings.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { FIRST_SCREEN_ITEMS } from '#web/lib/use-first-items.ts';
import { AgendaItems } from './agenda-items.tsx';

const agenda = (count: number): AgendaItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    item_number: String(i + 1),
    title: `Item number ${i + 1} of the agenda`,
    description: null,
    item_type: 'report' as const,
    vote_required: false,
    vote_result: null,
    page: null,
    file_number: null,
  }));
const shownItems = (container: HTMLElement) => container.querySelectorAll('ol > li[id^="item-"]').length;

describe('a long agenda', () => {
  it('shows its first items, then all of them at a tap, the focus on the first new one', async () => {
    const { container } = renderWithProviders(<AgendaItems items={agenda(30)} meetingId={3} reportable={false} />);
    expect(shownItems(container)).toBe(FIRST_SCREEN_ITEMS);
    expect(screen.queryByText('Item number 13 of the agenda')).toBeNull();
    const link = screen.getByRole('link', { name: 'Show all 30 agenda items' });
    // The link names the whole page at the agenda (for a reader without JavaScript); the app answers it in place.
    expect(link.getAttribute('href')).toBe('/?whole=1#detail-agenda');
    await userEvent.click(link);
    expect(shownItems(container)).toBe(30);
    expect(screen.queryByRole('link', { name: /Show all/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(container.querySelector('#item-13')));
  });

  it('shows them all when a link names an item further down', async () => {
    const { container } = renderWithProviders(<AgendaItems items={agenda(30)} meetingId={3} reportable={false} />, { path: '/meetings/3#item-25' });
    await waitFor(() => expect(shownItems(container)).toBe(30));
    expect(container.querySelector('#item-25')).not.toBeNull();
  });

  it('is shown whole on the whole page (?whole=1), from its first render', () => {
    const { container } = renderWithProviders(<AgendaItems items={agenda(30)} meetingId={3} reportable={false} />, { path: '/meetings/3?lang=es&whole=1' });
    expect(shownItems(container)).toBe(30);
    expect(screen.queryByRole('link', { name: /Show all/ })).toBeNull();
  });

  it('keeps the page’s other parameters in its link to the whole page', () => {
    renderWithProviders(<AgendaItems items={agenda(30)} meetingId={3} reportable={false} />, { path: '/meetings/3?lang=es' });
    expect(screen.getByRole('link', { name: /30/ }).getAttribute('href')).toBe('/meetings/3?lang=es&whole=1#detail-agenda');
  });

  it('links an item to the roll call that decided it, where the record names one', () => {
    const items = agenda(3).map((item, i) => ({ ...item, decided_by: i === 1 ? 41 : null }));
    renderWithProviders(<AgendaItems items={items} meetingId={3} reportable={false} />);
    const links = screen.getAllByRole('link', { name: 'How it was voted' });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('#vote-41');
    expect(links[0]!.closest('li')!.id).toBe('item-2');
  });

  it('is shown whole when only a few items longer than the first screen', () => {
    const { container } = renderWithProviders(<AgendaItems items={agenda(16)} meetingId={3} reportable={false} />);
    expect(shownItems(container)).toBe(16);
    expect(screen.queryByRole('link', { name: /Show all/ })).toBeNull();
  });
});
