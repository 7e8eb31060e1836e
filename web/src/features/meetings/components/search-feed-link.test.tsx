import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { presetRange } from '../lib/date-presets.ts';
import { DEFAULT_FILTERS, type MeetingFilters } from '../lib/meeting-filters.ts';
import { SearchFeedLink } from './search-feed-link.tsx';

const NOW = new Date('2026-11-18T20:00:00Z');
function renderFor(filters: MeetingFilters) {
  return renderWithProviders(<SearchFeedLink filters={filters} range={presetRange(filters.date, NOW, { from: filters.from, to: filters.to }, 'America/Chicago')} />);
}

describe('SearchFeedLink', () => {
  it("links to the RSS feed of the page's search, and announces it in the document head", async () => {
    renderFor({ ...DEFAULT_FILTERS, q: 'zoning', type: 'planning_commission', date: '2024' });
    const href = '/api/v1/feeds/meetings.rss?status=completed&from=2024-01-01&to=2024-12-31&q=zoning&meeting_type=planning_commission';
    expect(await screen.findByRole('link', { name: 'RSS feed of this search' })).toHaveAttribute('href', href);
    const alternate = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(alternate).toHaveAttribute('href', href);
    expect(alternate).toHaveAttribute('title', 'Meetings of this search (RSS)');
  });

  it('leaves a rolling window out of the feed, which readers keep for years', async () => {
    renderFor({ ...DEFAULT_FILTERS, status: 'all', date: 'last-30-days', topic: 'libraries' });
    expect(await screen.findByRole('link', { name: 'RSS feed of this search' })).toHaveAttribute('href', '/api/v1/feeds/meetings.rss?topic=libraries');
  });

  it('a reader browsing in Spanish gets the Spanish feed, in the link and in the document head', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      renderFor({ ...DEFAULT_FILTERS, status: 'all', date: 'last-30-days', q: 'zoning' });
      const href = '/api/v1/feeds/meetings.rss?q=zoning&lang=es';
      expect(await screen.findByRole('link', { name: 'Canal RSS de esta búsqueda' })).toHaveAttribute('href', href);
      expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', href);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('the plain feed in Spanish takes ?lang=es as its first parameter', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      renderFor({ ...DEFAULT_FILTERS, status: 'all', date: 'last-30-days' });
      expect(await screen.findByRole('link', { name: 'Canal RSS de esta búsqueda' })).toHaveAttribute('href', '/api/v1/feeds/meetings.rss?lang=es');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
