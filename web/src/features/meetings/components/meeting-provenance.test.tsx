/** The city's own copy of a meeting's documents (issue 37): linked where the sync fetched it, never made up. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { MeetingProvenance } from './meeting-provenance.tsx';

const provenance = { document: 'minutes' as const, read_at: '2025-02-01T15:00:00.000Z', checked_at: null };

describe('MeetingProvenance', () => {
  it("links the city's copy of the agenda and of the minutes, in English and in Spanish", async () => {
    const city_documents = {
      agenda_url: 'https://city.example/docs/agenda-1.pdf',
      minutes_url: 'https://city.example/archive/COTDisplayDocument/?DocumentIdentifiers=77',
    };
    renderWithProviders(<MeetingProvenance meeting={{ source: 'City website', provenance, city_documents }} />);
    expect(screen.getByRole('link', { name: "the city's copy of the agenda" })).toHaveAttribute('href', city_documents.agenda_url);
    expect(screen.getByRole('link', { name: "the city's copy of the minutes" })).toHaveAttribute('href', city_documents.minutes_url);

    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      expect(await screen.findByRole('link', { name: 'la copia de las actas en el sitio de la ciudad' })).toHaveAttribute('href', city_documents.minutes_url);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('links no copy for a meeting read from a file', () => {
    renderWithProviders(<MeetingProvenance meeting={{ source: 'City website', provenance, city_documents: { agenda_url: null, minutes_url: null } }} />);
    expect(screen.queryByRole('link', { name: /city's copy/ })).toBeNull();
    expect(screen.getByText(/minutes read/)).toBeInTheDocument();
  });
});
