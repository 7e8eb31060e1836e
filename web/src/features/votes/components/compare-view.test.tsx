import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgreementMatrix, CompareResponse } from '#contract/votes.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CompareView } from './compare-view.tsx';

afterEach(() => vi.unstubAllGlobals());
// The chart is a lazy chunk (visx): loaded here once, so the view's own waits measure the view, not the import.
beforeAll(() => import('./charts/agreement-heatmap.tsx'), 30_000);

const at = '2024-06-05T23:00:00.000Z';
const comparison: CompareResponse = {
  a: 'Adams',
  b: 'Evans',
  period: { from: null, to: null },
  shared: 8,
  agreed: 6,
  total: 1,
  items: [
    {
      voting_record_id: 4,
      meeting_id: 3,
      meeting_title: 'M3',
      meeting_date: at,
      meeting_type: 'regular_council',
      item_number: 'R4',
      item_title: 'Item R4',
      motion: 'Motion to approve R4',
      motion_kind: 'approve',
      outcome: 'passed',
      a_vote: 'nay',
      b_vote: 'abstain',
    },
  ],
};
const matrix: AgreementMatrix = {
  period: { from: null, to: null },
  councilors: [
    { name: 'Adams', district: 1 },
    { name: 'Baker', district: 2 },
    { name: 'Evans', district: 4 },
  ],
  pairs: [
    { a: 'Adams', b: 'Baker', shared: 6, agreed: 2, share: 1 / 3 },
    { a: 'Adams', b: 'Evans', shared: 2, agreed: 1, share: 0.5 },
    { a: 'Baker', b: 'Evans', shared: 5, agreed: 5, share: 1 },
  ],
};

function stubApi() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      if (url.pathname === '/api/v1/votes/compare') return Response.json(comparison);
      if (url.pathname === '/api/v1/votes/agreement') return Response.json(matrix);
      if (url.pathname === '/api/v1/votes/councilors') {
        return Response.json({
          items: ['Adams', 'Baker', 'Evans'].map((name, i) => ({ name, district: i + 1, first_vote: at, last_vote: at, roll_calls: 7, sitting: true })),
        });
      }
      return Response.json({ error: { code: 'unauthorized', message: 'Sign in.' } }, { status: 401 });
    }),
  );
  return asked;
}

describe('CompareView', () => {
  it('asks for a second councilor, then says how often they agreed and lists where they differed', async () => {
    const asked = stubApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CompareView />, { path: '/votes/compare?a=Adams' });
    expect(screen.getByText('Choose two different councilors to compare.')).toBeInTheDocument();
    await screen.findAllByRole('option', { name: 'Evans' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Second councilor' }), 'Evans');
    expect(router.state.location.search).toBe('?a=Adams&b=Evans');
    expect(
      await screen.findByText(
        'On 8 roll calls where both voted aye or nay, Adams and Evans voted alike 6 times (75%). They voted differently on one roll call where both were present.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Votes where Adams and Evans differed, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Item R4.*Nay.*Abstain/);
    expect(asked.some((u) => u.pathname === '/api/v1/votes/compare' && u.searchParams.get('b') === 'Evans')).toBe(true);
    expect(screen.getByRole('link', { name: 'Download every vote where Adams and Evans differed as CSV' })).toHaveAttribute(
      'href',
      '/api/v1/votes/compare.csv?a=Adams&b=Evans',
    );
  });

  it('says when two councilors shared too few votes to compare, with the count and no percentage (issue 33)', async () => {
    stubApi();
    comparison.shared = 1;
    comparison.agreed = 0;
    try {
      renderWithProviders(<CompareView />, { path: '/votes/compare?a=Adams&b=Evans' });
      expect(
        await screen.findByText(
          'Adams and Evans both voted aye or nay on only 1 roll calls: too few to compare (at least 5 are needed). They voted differently on one roll call where both were present.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Adams and Evans voted alike/)).toBeNull();
    } finally {
      comparison.shared = 8;
      comparison.agreed = 6;
    }
  });

  it('shows the agreement matrix as a table and names the pairs most and least alike', async () => {
    stubApi();
    renderWithProviders(<CompareView />, { path: '/votes/compare' });
    const table = await screen.findByRole('table', { name: 'Share of split votes on which each pair voted alike' });
    const adams = within(within(table).getByRole('rowheader', { name: 'Adams' }).closest('tr')!).getAllByRole('cell');
    // Every cell gives n; a pair with fewer than 5 shared split votes gets no percentage (issue 33).
    expect(adams.map((c) => c.textContent)).toEqual(['—', '33% of 6', 'only 2: too few']);
    expect(
      screen.getByText('Most alike: Baker and Evans (100% of 5 split votes). Least alike: Adams and Baker (33% of 6).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the agreement of every pair as CSV' })).toHaveAttribute('href', '/api/v1/votes/agreement.csv');
  });

  it('draws the matrix as a heat map that prints each share, outside the accessibility tree', async () => {
    stubApi();
    renderWithProviders(<CompareView />, { path: '/votes/compare' });
    const chart = await screen.findByTestId('vote-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    // Row by row of the columns: a dash on the diagonal, every pair twice (its row and its column).
    const cells = [...chart.querySelectorAll('svg g g text')].map((t) => t.textContent);
    // A pair with too few shared votes is left blank, like the diagonal.
    expect(cells).toEqual(['–', '33', '–', '33', '–', '100', '–', '100', '–']);
    // The legend names the five steps of the shading.
    expect(within(chart).getByText('80–100%')).toBeInTheDocument();
  });
});
