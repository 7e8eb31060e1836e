import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CouncilorFigures } from '#contract/votes.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CouncilorFiguresSection } from './councilor-figures.tsx';

afterEach(() => vi.unstubAllGlobals());
// The chart is a lazy chunk (visx): loaded here once, so the view's own waits measure the view, not the import.
beforeAll(() => import('./charts/councilor-trend-chart.tsx'), 30_000);

const figures: CouncilorFigures = {
  name: 'Decter Wright',
  period: { from: null, to: null },
  attendance: { roll_calls: 7, present: 6, absent: 1, rate: 6 / 7, meetings: 4, meetings_present: 3 },
  votes: { aye: 5, nay: 1, abstain: 1 },
  split_votes: 3,
  against_majority: { count: 1, of: 5, rate: 0.2 },
  motions: { moved: 2, seconded: 3 },
  by_year: [
    { year: 2023, roll_calls: 3, present: 3, attendance_rate: 1, against_majority: 0, decided: 2, against_rate: 0 },
    { year: 2024, roll_calls: 4, present: 3, attendance_rate: 0.75, against_majority: 1, decided: 3, against_rate: 1 / 3 },
  ],
  by_topic: [
    { topic: 'zoning-and-land-use', aye: 4, nay: 1, abstain: 0, absent: 1 },
    { topic: 'police', aye: 1, nay: 0, abstain: 1, absent: 0 },
  ],
};

function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname);
      if (url.pathname === '/api/v1/votes/councilors') {
        const at = '2024-06-05T23:00:00.000Z';
        return Response.json({
          items: [
            { name: 'Decter Wright', district: 7, first_vote: at, last_vote: at, roll_calls: 7, sitting: true },
            { name: 'Former', district: 7, first_vote: at, last_vote: at, roll_calls: 2, sitting: false },
          ],
        });
      }
      if (url.pathname === '/api/v1/votes/councilors/Decter%20Wright') return Response.json(figures);
      return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
    }),
  );
  return asked;
}

describe('CouncilorFiguresSection', () => {
  it("shows the sitting councilor's figures in a sentence and a table, with links to their votes and a comparison", async () => {
    const asked = stubApi();
    renderWithProviders(<CouncilorFiguresSection district={7} />);
    expect(await screen.findByRole('heading', { name: 'How Decter Wright votes' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Decter Wright was present at 6 of 7 roll calls and voted against the majority once out of 5 votes with a majority.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Voting figures of Decter Wright' });
    const value = (label: string) => within(within(table).getByRole('rowheader', { name: label }).closest('tr')!).getByRole('cell').textContent;
    expect(value('Present at roll calls')).toBe('6 of 7 (86%)');
    expect(value('Present at meetings')).toBe('3 of 4');
    expect(value('Votes against the majority')).toBe('1 of 5 (20%)');
    expect(value('Abstentions and recusals')).toBe('1');
    expect(value('Motions made')).toBe('2');
    expect(screen.getByRole('link', { name: 'See the split votes of Decter Wright' })).toHaveAttribute('href', '/votes/split?councilor=Decter+Wright');
    expect(screen.getByRole('link', { name: 'See the votes of Decter Wright against the majority' })).toHaveAttribute(
      'href',
      '/votes/split?councilor=Decter+Wright&against_majority=true',
    );
    expect(screen.getByRole('link', { name: 'Compare with another councilor' })).toHaveAttribute('href', '/votes/compare?a=Decter%20Wright');
    expect(asked).toContain('/api/v1/votes/councilors/Decter%20Wright');
    const topics = screen.getByRole('table', { name: 'Votes of Decter Wright by topic of the meeting' });
    expect(within(topics).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Topic', 'Aye', 'Nay', 'Abstain', 'Absent']);
    expect(within(topics).getAllByRole('row')).toHaveLength(3);
    // Absences are not votes (issue 33): 4 aye and 1 nay, not 6.
    expect(screen.getByText(/voted aye or nay 5 times at meetings on .+, more than on any other topic/)).toBeInTheDocument();
    const csv = screen.getByRole('link', { name: 'Download the voting figures of Decter Wright, with each year as CSV' });
    expect(csv).toHaveAttribute('href', '/api/v1/votes/councilors/Decter%20Wright/figures.csv');
  });

  it('says the figures per year in a sentence and a table, and draws them in a chart screen readers skip', async () => {
    stubApi();
    renderWithProviders(<CouncilorFiguresSection district={7} />);
    const years = await screen.findByRole('table', { name: 'Attendance and votes against the majority of Decter Wright, per year' });
    const row = (year: string) => within(within(years).getByRole('rowheader', { name: year }).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(row('2023')).toEqual(['3 of 3 (100%)', '0 of 2 (0%)']);
    expect(row('2024')).toEqual(['3 of 4 (75%)', '1 of 3 (33%)']);
    expect(
      screen.getByText(
        'From 2023 to 2024, the attendance of Decter Wright at roll calls was between 75% (2024) and 100% (2023), and the share of their votes against the majority was between 0% (2023) and 33% (2024).',
      ),
    ).toBeInTheDocument();
    // The chart arrives with its lazily loaded chunk, outside the accessibility tree.
    const chart = await screen.findByTestId('vote-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelectorAll('svg circle')).toHaveLength(3); // 2 attendance marks + the legend's
    expect(chart.querySelectorAll('svg rect')).toHaveLength(3); // 2 against-the-majority marks + the legend's
  });

  it("shows a former councilor's figures picked from the seat's history", async () => {
    const asked = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<CouncilorFiguresSection district={7} />);
    const seat = await screen.findByRole('combobox', { name: 'Figures of' });
    expect(within(seat).getAllByRole('option').map((o) => o.textContent)).toEqual(['Decter Wright (sitting)', 'Former (former)']);
    await user.selectOptions(seat, 'Former');
    expect(await screen.findByRole('heading', { name: 'How Former votes' })).toBeInTheDocument();
    await vi.waitFor(() => expect(asked).toContain('/api/v1/votes/councilors/Former'));
  });

  it("opens on the councilor a roll call's link names, saying a former one no longer sits and when they voted", async () => {
    const asked = stubApi();
    renderWithProviders(<CouncilorFiguresSection district={7} />, { path: '/councilors/7?councilor=Former' });
    expect(await screen.findByRole('heading', { name: 'How Former votes' })).toBeInTheDocument();
    expect(screen.getByText('Former no longer sits for this district: on the roll calls from 2024 to 2024.')).toBeInTheDocument();
    await vi.waitFor(() => expect(asked).toContain('/api/v1/votes/councilors/Former'));
  });

  it('shows nothing for a district no roll call names a sitting councilor of', async () => {
    const asked = stubApi();
    const { container } = renderWithProviders(<CouncilorFiguresSection district={9} />);
    await vi.waitFor(() => expect(asked).toContain('/api/v1/votes/councilors'));
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(asked).not.toContain('/api/v1/votes/councilors/Former');
  });
});
