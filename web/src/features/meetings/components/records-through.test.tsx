import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataStatus } from '#contract/data-status.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { RecordsThrough } from './records-through.tsx';

afterEach(() => vi.unstubAllGlobals());

const source = (over: Partial<DataStatus['sources'][number]>): DataStatus['sources'][number] => ({
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

const status = (over: Partial<DataStatus>): DataStatus => ({
  sync_enabled: true,
  interval_minutes: 15,
  sources: [source({})],
  last_pass: { started_at: '2026-11-23T22:00:00.000Z', finished_at: '2026-11-23T22:00:05.000Z', status: 'ok', failed_documents: [] },
  held_documents: [],
  newest_agenda: null,
  newest_minutes: { meeting_id: 3, title: 'City Council Regular Meeting - December 18, 2024', meeting_date: '2024-12-18T23:00:00.000Z' },
  stale: false,
  ...over,
});

function serve(body: DataStatus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/data-status')
        ? new Response(JSON.stringify(body), { status: 200 })
        : new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } }), { status: 401 }),
    ),
  );
}

describe('RecordsThrough', () => {
  it('says how far the record reaches and when the city last answered', async () => {
    serve(status({}));
    renderWithProviders(<RecordsThrough />);
    const line = await screen.findByText(/Minutes on record through December 18, 2024\./);
    expect(line).toHaveTextContent(/The city last answered .*2026.*\./);
    expect(line).not.toHaveTextContent('out of date');
    expect(line).not.toHaveTextContent('no answer');
  });

  it('does not call a pass in which no source answered a check: it says the sources have not answered, as /status does', async () => {
    serve(status({ stale: true, sources: [source({ last_success_at: null, meetings_listed: null, last_error_at: '2026-11-23T22:00:04.000Z', last_error: 'HTTP 503', stale: true })] }));
    renderWithProviders(<RecordsThrough />);
    const line = await screen.findByText(/Minutes on record through/);
    expect(line).toHaveTextContent('The city has not answered yet: this may be out of date.');
    expect(line).not.toHaveTextContent(/last (checked|answered)/);
  });

  it('says when a check after the last answer got none', async () => {
    serve(status({ sources: [source({ last_error_at: '2026-11-24T22:00:00.000Z', last_error: 'timeout' })] }));
    renderWithProviders(<RecordsThrough />);
    const line = await screen.findByText(/Minutes on record through/);
    expect(line).toHaveTextContent(/The city last answered .*23.*2026.*\. No answer .*24.*2026.*\./);
  });

  it('warns when the last check is older than two sync intervals', async () => {
    serve(status({ stale: true }));
    renderWithProviders(<RecordsThrough />);
    expect(await screen.findByText(/this may be out of date/)).toBeInTheDocument();
  });

  it('claims no check when the sync is off', async () => {
    serve(status({ sync_enabled: false }));
    renderWithProviders(<RecordsThrough />);
    const line = await screen.findByText(/Minutes on record through/);
    expect(line).not.toHaveTextContent(/last (checked|answered)|not answered/);
  });
});
