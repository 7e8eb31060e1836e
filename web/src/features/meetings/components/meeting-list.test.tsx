import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zonedIsoTime } from '#contract/time-zone.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { meetingSummaryFixture } from '#web/test/meeting-fixture.ts';
import { createQueryClient } from '#web/app/providers.tsx';
import { meetingsQueryOptions } from '../api/get-meetings.ts';
import { TEST_CITY } from '#web/test/test-city.ts';
import { MeetingList } from './meeting-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const meeting = (id: number) =>
  meetingSummaryFixture({
    id,
    title: `City Council Regular Meeting ${id}`,
    meeting_date: new Date(Date.UTC(2024, 0, 1) + id * 86_400_000).toISOString(),
    meeting_date_local: zonedIsoTime(new Date(Date.UTC(2024, 0, 1) + id * 86_400_000), 'America/Chicago'),
    summary: `Approved item ${id}.`,
    created_at: '2024-01-01T00:00:00.000Z',
  });

/** The live list: 105 meetings, served 100 at a time as the API does (`skip`); `capped` as a search past its cap. */
function serveMeetings(total = 105, capped = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const skip = Number(new URL(String(url), 'http://x').searchParams.get('skip') ?? 0);
      const items = Array.from({ length: Math.max(0, Math.min(100, total - skip)) }, (_, i) => meeting(skip + i + 1));
      return new Response(JSON.stringify({ items, total, ...(capped ? { total_capped: true } : {}) }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function List() {
  const query = useInfiniteQuery(meetingsQueryOptions({ status: 'all', q: '', type: '', topic: '', date: 'all', from: '', to: '', unsummarized: false } as never, { from: null, to: null } as never, TEST_CITY));
  return <MeetingList query={query} selectedId={undefined} hrefFor={(id) => `/meetings/${id}`} listPath="/meetings?status=all" onSelect={() => {}} />;
}

describe('"Show more meetings"', () => {
  it('moves the focus to the first meeting of the new page, so a keyboard user reads on from there', async () => {
    serveMeetings();
    renderWithProviders(<List />);
    const more = await screen.findByRole('button', { name: 'Show more meetings' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('City Council Regular Meeting 101'));
    expect(screen.getAllByRole('article')).toHaveLength(105);
    expect(screen.queryByRole('button', { name: 'Show more meetings' })).toBeNull();
  });
});

describe('"Show more meetings" under a server-rendered first screen', () => {
  const options = () => meetingsQueryOptions({ status: 'all', q: '', type: '', topic: '', date: 'all', from: '', to: '', unsummarized: false } as never, { from: null, to: null } as never, TEST_CITY);
  /** The cache a server-rendered list hydrates from: its first twelve cards, asked for as twelve. */
  function hydratedFirstScreen() {
    const client = createQueryClient();
    const first = Array.from({ length: 12 }, (_, i) => meeting(i + 1));
    client.setQueryData(options().queryKey, { pages: [{ items: first, total: 105, isDemo: false }], pageParams: [{ skip: 0, limit: 12 }] });
    return client;
  }

  it('is a link to the whole list page, which the app answers in place with the rest', async () => {
    serveMeetings();
    // Beside a meeting too: the list's own whole page, not the meeting's.
    renderWithProviders(<List />, { path: '/meetings/7', queryClient: hydratedFirstScreen() });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const more = screen.getByRole('link', { name: 'Show more meetings' });
    // Followed without JavaScript: the first page of 100, rendered by the server.
    expect(more.getAttribute('href')).toBe('/meetings?status=all&whole=1');
    await userEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(105));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('City Council Regular Meeting 13'));
  });

  it('is a button on the whole list page, past its first 100', async () => {
    serveMeetings(250);
    renderWithProviders(<List />, { path: '/meetings?whole=1' });
    expect(await screen.findByRole('button', { name: 'Show more meetings' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(100);
    expect(screen.queryByRole('link', { name: 'Show more meetings' })).toBeNull();
  });
});

describe('the count', () => {
  it('tells the exact number of meetings', async () => {
    serveMeetings();
    renderWithProviders(<List />);
    expect(await screen.findByText('Showing 100 of 105 meetings')).toBeTruthy();
  });

  it('says "more than" for a search past its cap, never a number it did not count (decision 080)', async () => {
    serveMeetings(500, true);
    renderWithProviders(<List />);
    expect(
      await screen.findByText('Showing 100 of more than 500 meetings: the 500 most recent matches, best match first. Choose dates to search older meetings.'),
    ).toBeTruthy();
    expect(screen.queryByText(/of 500 meetings/)).toBeNull();
  });
});
