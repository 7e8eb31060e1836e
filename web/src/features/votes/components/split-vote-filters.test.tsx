import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import type { SplitVoteFilters } from '../api/get-split-votes.ts';
import { EMPTY_FILTERS } from '../lib/split-filters.ts';
import { SplitVoteFilterBar } from './split-vote-filters.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('SplitVoteFilterBar ahead of the URL', () => {
  it('keeps a From date when a To date is picked before the table has followed the first (a slow phone)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ items: [] })));
    const asked: SplitVoteFilters[] = [];
    // The URL (the props) stays behind, as it does until the router's navigation is drawn.
    renderWithProviders(<SplitVoteFilterBar filters={EMPTY_FILTERS} onChange={(next) => asked.push(next)} />);
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-06-30' } });
    expect(asked.at(-1)).toEqual({ ...EMPTY_FILTERS, from: '2024-01-01', to: '2024-06-30' });
    expect(screen.getByLabelText('From')).toHaveValue('2024-01-01');
  });
});
