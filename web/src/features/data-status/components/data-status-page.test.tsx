import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataStatus } from '#contract/data-status.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { DataStatusPage } from './data-status-page.tsx';

afterEach(() => vi.unstubAllGlobals());

type Source = DataStatus['sources'][number];
const source = (over: Partial<Source>): Source => ({
  url: 'https://city.example/listing',
  kind: 'granicus',
  last_success_at: '2026-11-23T22:00:04.000Z',
  meetings_listed: 18,
  last_error_at: null,
  last_error: null,
  last_checked_at: '2026-11-23T22:00:04.000Z',
  state: 'current',
  reason: null,
  stale: false,
  ...over,
});

function serve(sources: Source[]) {
  const body: DataStatus = { sync_enabled: true, interval_minutes: 15, sources, last_pass: null, held_documents: [], newest_agenda: null, newest_minutes: null, stale: sources.some((s) => s.stale) };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));
}

const item = async (url: string) => (await screen.findByRole('link', { name: url })).closest('li')!;

describe('DataStatusPage', () => {
  it('says a source not asked is not checked since when, one that answered nonsense is not current with the reason, and what each answered', async () => {
    serve([
      source({}),
      source({ url: 'https://city.example/archive', kind: 'council_archive', meetings_listed: 2 }),
      source({ url: 'https://city.example/docs', kind: 'agenda_item_links', last_success_at: null, meetings_listed: null, last_checked_at: '2026-11-20T10:00:00.000Z', state: 'not_checked' }),
      source({
        url: 'https://city.example/bad',
        last_error_at: '2026-11-24T22:00:00.000Z',
        last_error: 'no meetings found in the listing (format changed or page incomplete)',
        last_checked_at: '2026-11-24T22:00:00.000Z',
        state: 'not_current',
        reason: 'no meetings found in the listing (format changed or page incomplete)',
        stale: true,
      }),
    ]);
    renderWithProviders(<DataStatusPage />);
    const listing = await item('https://city.example/listing');
    expect(within(listing).getByText('Current')).toBeInTheDocument();
    expect(listing).toHaveTextContent('18 meetings listed');
    expect(await item('https://city.example/archive')).toHaveTextContent('2 minutes documents found');
    const links = await item('https://city.example/docs');
    expect(links).toHaveTextContent(/Not checked since .*2026/);
    expect(links).not.toHaveTextContent('Current');
    const bad = await item('https://city.example/bad');
    expect(within(bad).getByText('Not current')).toBeInTheDocument();
    expect(within(bad).getAllByText(/no meetings found in the listing/).length).toBeGreaterThan(0);
  });
});
