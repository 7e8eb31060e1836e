import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportFile, ExportsStatus } from '#contract/data-exports.ts';
import { renderWithProviders } from '#web/test/render.tsx';
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
    serve({ latest: null, rebuild_pending: false, nightly_hour: null, time_zone: 'America/Chicago' });
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
        built: { en: 'Built November 19, 2026 at 3:00 AM', es: 'Generada el 19 de noviembre de 2026 a las 3:00 a.m.' },
        licence,
        files,
      },
      rebuild_pending: false,
      nightly_hour: 3,
      time_zone: 'America/Chicago',
    });
    renderWithProviders(<DataPage />);
    expect(await screen.findByText('A new export is built a few minutes after each change to the record, and every night at 3 AM (Tulsa time).')).toBeInTheDocument();
    expect(screen.getByText('Latest export: built November 19, 2026 at 3:00 AM (Tulsa time).')).toBeInTheDocument();
    // Nothing newer is coming: no notice, and the page never claims the links are "always" the latest.
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
    expect(screen.queryByText(/always/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download votes.csv (512 byte)' })).toHaveAttribute('href', '/api/v1/data/exports/votes.csv');
    expect(screen.getByRole('row', { name: /votes\.csv/ })).toHaveTextContent('1 row');
    expect(screen.getByRole('row', { name: /civic-commons\.sqlite/ })).toHaveTextContent('616 rows in all tables');
  });

  it('says when a newer export is on its way, in English and Spanish', async () => {
    const pending: ExportsStatus = {
      latest: {
        exported_at: '2026-11-27T14:40:00.000Z',
        export_date: '2026-11-27',
        built: { en: 'Built November 27, 2026 at 8:40 AM', es: 'Generada el 27 de noviembre de 2026 a las 8:40 a.m.' },
        licence,
        files,
      },
      rebuild_pending: true,
      nightly_hour: 3,
      time_zone: 'America/Chicago',
    };
    serve(pending);
    const { unmount } = renderWithProviders(<DataPage />);
    expect(await screen.findByText('Latest export: built November 27, 2026 at 8:40 AM (Tulsa time).')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A newer export, with the latest changes to the record, is on its way: it is built a few minutes after the last change. Until then the links below give the export built November 27, 2026 at 8:40 AM.',
    );
    unmount();

    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      serve(pending);
      renderWithProviders(<DataPage />);
      expect(await screen.findByText('Exportación más reciente: generada el 27 de noviembre de 2026 a las 8:40 a.m. (hora de Tulsa).')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(/^Viene una exportación más nueva, con los últimos cambios del registro/);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says the first export is being built when none exists yet but one is queued', async () => {
    serve({ latest: null, rebuild_pending: true, nightly_hour: 3, time_zone: 'America/Chicago' });
    renderWithProviders(<DataPage />);
    expect(await screen.findByText('The first export of this site is being built. Come back in a few minutes.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/No export has been built/)).not.toBeInTheDocument();
  });

  it('formats sizes in kB and MB', () => {
    expect(formatBytes(491_520)).toBe('491.5 kB');
    expect(formatBytes(2_400_000)).toBe('2.4 MB');
  });
});
