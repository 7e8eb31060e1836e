import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SplitShareResponse, SplitVotesResponse } from '#contract/votes.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SplitVotesView } from './split-votes-view.tsx';

afterEach(() => vi.unstubAllGlobals());
// The chart is a lazy chunk (visx): loaded here once, so the view's own waits measure the view, not the import.
beforeAll(() => import('./charts/split-share-chart.tsx'), 30_000);

const page: SplitVotesResponse = {
  total: 1,
  items: [
    {
      voting_record_id: 7,
      meeting_id: 3,
      meeting_title: 'Regular Council Meeting',
      meeting_date: '2024-06-05T23:00:00.000Z',
      meeting_type: 'regular_council',
      item_number: '5.a.',
      item_title: 'Rezoning Z-7792',
      motion: 'Motion to approve 5.a.',
      motion_kind: 'approve',
      outcome: 'passed',
      tally: { ayes: 2, nays: 1, abstentions: 1, absences: 0, majority: 'aye' },
      votes: [
        { councilor: 'Adams', district: 1, vote: 'nay' },
        { councilor: 'Baker', district: 2, vote: 'aye' },
        { councilor: 'Diaz', district: 3, vote: 'aye' },
        { councilor: 'Evans', district: 4, vote: 'abstain' },
      ],
    },
  ],
};
const share: SplitShareResponse = { items: [{ year: 2023, roll_calls: 3, split: 2, share: 2 / 3 }, { year: 2024, roll_calls: 4, split: 2, share: 0.5 }] };

/** Answers the three calls of the page and records the split-vote URLs asked for. */
function stubApi() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/votes/split') {
        asked.push(url);
        return Response.json(page);
      }
      if (url.pathname === '/api/v1/votes/split/by-year') return Response.json(share);
      if (url.pathname === '/api/v1/votes/councilors') {
        return Response.json({ items: [{ name: 'Adams', district: 1, first_vote: page.items[0]!.meeting_date, last_vote: page.items[0]!.meeting_date, roll_calls: 4, sitting: true }] });
      }
      return Response.json({ error: { code: 'unauthorized', message: 'Sign in.' } }, { status: 401 });
    }),
  );
  return asked;
}

describe('SplitVotesView', () => {
  it('asks for the filters of the query string and shows each split vote with its tally and dissent in words', async () => {
    const asked = stubApi();
    renderWithProviders(<SplitVotesView />, { path: '/votes/split?councilor=Adams&against_majority=true&topic=police' });
    const table = await screen.findByRole('table', { name: 'Split votes, newest first' });
    expect(asked[0]!.searchParams.get('councilor')).toBe('Adams');
    expect(asked[0]!.searchParams.get('against_majority')).toBe('true');
    expect(asked[0]!.searchParams.get('topic')).toBe('police');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Rezoning Z-7792');
    expect(row).toHaveTextContent('2 aye, 1 nay');
    expect(row).toHaveTextContent('1 abstained, 0 absent');
    expect(row).toHaveTextContent('Against the majority: Adams');
    expect(within(row).getByRole('link', { name: 'June 5, 2024' })).toHaveAttribute('href', '/meetings/3?status=all#vote-7');
    expect(screen.getByText('1 split vote matches these filters.')).toBeInTheDocument();
    expect(screen.getByText('Only the votes where Adams voted against the majority')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download every split vote matching these filters as CSV' })).toHaveAttribute(
      'href',
      '/api/v1/votes/split.csv?topic=police&councilor=Adams&against_majority=true',
    );
  });

  it('says the share per year in a sentence and a table', async () => {
    stubApi();
    renderWithProviders(<SplitVotesView />, { path: '/votes/split' });
    expect(await screen.findByText('In 2024, 2 of 4 roll calls were split (50%).')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Roll calls with an aye or a nay, and how many were split' });
    const cells = within(within(table).getByRole('rowheader', { name: '2023' }).closest('tr')!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['3', '2', '67%']);
    expect(screen.getByText('From 2023 to 2024, the share of split votes was highest in 2023 (67%) and lowest in 2024 (50%).')).toBeInTheDocument();
    const chart = await screen.findByTestId('vote-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const csv = screen.getByRole('link', { name: 'Download the split votes per year as CSV' });
    expect(decodeURIComponent(csv.getAttribute('href')!)).toBe('data:text/csv;charset=utf-8,year,roll_calls,split,share\r\n2023,3,2,0.6666666666666666\r\n2024,4,2,0.5\r\n');
  });

  it('puts a changed filter in the query and asks again', async () => {
    const asked = stubApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SplitVotesView />, { path: '/votes/split' });
    await screen.findByRole('table', { name: 'Split votes, newest first' });
    const againstOnly = screen.getByRole('checkbox', { name: 'Only votes against the majority' });
    expect(againstOnly).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meeting type' }), 'budget_committee');
    expect(router.state.location.search).toBe('?meeting_type=budget_committee');
    await vi.waitFor(() => expect(asked.at(-1)!.searchParams.get('meeting_type')).toBe('budget_committee'));
  });
});
