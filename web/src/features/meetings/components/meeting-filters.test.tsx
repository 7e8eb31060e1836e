import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { DEFAULT_FILTERS, type MeetingFilters as Filters } from '../lib/meeting-filters.ts';
import { MeetingFilters } from './meeting-filters.tsx';

/**
 * The filters as the meetings page gives them: from the URL, which follows each change only when the router's
 * navigation is drawn. Here the URL stays behind until the test says it lands (`land`) or moves it (`goTo`, as
 * Back does).
 */
function renderBehindTheUrl() {
  const asked: Filters[] = [];
  const url: { land?: () => void; goTo?: (filters: Filters) => void } = {};
  function Page() {
    const [filters, setFilters] = useState(DEFAULT_FILTERS);
    url.land = () => setFilters(asked.at(-1)!);
    url.goTo = setFilters;
    return <MeetingFilters filters={filters} onChange={(next) => asked.push(next)} />;
  }
  renderWithProviders(<Page />);
  return { asked, url };
}

describe('MeetingFilters ahead of the URL', () => {
  it('keeps a From date when a To date is picked before the list has followed the first (a slow phone)', async () => {
    const { asked } = renderBehindTheUrl();
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-03-01' } });
    fireEvent.change(screen.getByLabelText('To (inclusive)'), { target: { value: '2024-03-31' } });

    expect(asked.at(-1)).toEqual({ ...DEFAULT_FILTERS, date: 'custom', from: '2024-03-01', to: '2024-03-31' });
    // The fields show what was picked, not the URL's older values.
    expect(screen.getByLabelText('From')).toHaveValue('2024-03-01');
    expect(screen.getByLabelText('To (inclusive)')).toHaveValue('2024-03-31');
  });

  it('follows the URL when the URL changes under it (Back, a link), and after the navigation lands', async () => {
    const { asked, url } = renderBehindTheUrl();
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'scheduled' } });
    expect(screen.getByLabelText('Status')).toHaveValue('scheduled');
    act(() => url.land!());
    expect(screen.getByLabelText('Status')).toHaveValue('scheduled');

    act(() => url.goTo!({ ...DEFAULT_FILTERS, status: 'cancelled', type: 'regular_council' }));
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
    expect(screen.getByLabelText('Meeting type')).toHaveValue('regular_council');

    // The next change builds on the filters the URL now holds.
    fireEvent.click(screen.getByLabelText('Include meetings without a summary yet'));
    expect(asked.at(-1)).toEqual({ ...DEFAULT_FILTERS, status: 'cancelled', type: 'regular_council', unsummarized: true });
  });
});

describe('MeetingFilters on a page the server drew', () => {
  it('searches for the words in the box, typed before the app took the page over', async () => {
    const { asked } = renderBehindTheUrl();
    const box = await screen.findByLabelText('Search meetings');
    // As the browser does before hydration: the box holds the words, and React heard no change event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'parade');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(asked.at(-1)).toEqual({ ...DEFAULT_FILTERS, q: 'parade' });
  });
});
