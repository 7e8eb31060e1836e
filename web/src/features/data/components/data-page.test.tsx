import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportFile, ExportsStatus } from '../../../../../contract/data-exports.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DataPage } from './data-page.tsx';
import { formatBytes } from './downloads-table.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve(body: ExportsStatus) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));
}

const licence = { id: 'ODC-PDDL-1.0', name: 'Open Data Commons Public Domain Dedication and License (PDDL) 1.0', url: 'https://opendatacommons.org/licenses/pddl/1-0/' };
const files: ExportFile[] = [
  { name: 'votes.csv', format: 'csv', table: 'votes', rows: 1, bytes: 512, sha256: 'a'.repeat(64), url: '/api/v1/data/exports/votes.csv' },
  { name: 'civic-commons.sqlite', format: 'sqlite', table: null, rows: 616, bytes: 491_520, sha256: 'b'.repeat(64), url: '/api/v1/data/exports/civic-commons.sqlite' },
];

describe('DataPage', () => {
  it('says when no export exists yet, and still documents every field', async () => {
    serve({ latest: null, nightly_hour: null, time_zone: 'America/Chicago' });
    renderWithProviders(<DataPage />);
    expect(await screen.findByText(/No export has been built on this site yet/)).toBeInTheDocument();
    expect(screen.queryByText(/every night at/)).not.toBeInTheDocument();
    const votes = screen.getByRole('region', { name: 'Fields of Votes' });
    expect(within(votes).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['motion_id', 'meeting_id', 'councilor', 'district', 'vote']);
  });

  it('lists the latest files with their rows and sizes, and the nightly hour', async () => {
    serve({
      latest: {
        exported_at: '2026-11-19T09:00:00.000Z',
        export_date: '2026-11-19',
        licence,
        files,
      },
      nightly_hour: 3,
      time_zone: 'America/Chicago',
    });
    renderWithProviders(<DataPage />);
    expect(await screen.findByText('A new export is built every night at 3 AM (Tulsa time).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download votes.csv (512 byte)' })).toHaveAttribute('href', '/api/v1/data/exports/votes.csv');
    expect(screen.getByRole('row', { name: /votes\.csv/ })).toHaveTextContent('1 row');
    expect(screen.getByRole('row', { name: /civic-commons\.sqlite/ })).toHaveTextContent('616 rows in all tables');
  });

  it('formats sizes in kB and MB', () => {
    expect(formatBytes(491_520)).toBe('491.5 kB');
    expect(formatBytes(2_400_000)).toBe('2.4 MB');
  });
});
