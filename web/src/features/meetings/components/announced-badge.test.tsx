/**
 * A meeting known only from the notice of the year's meetings (issue 33): "Announced" beside "Upcoming" while it
 * is ahead, and "No agenda on record" (never "Awaiting minutes") once its date passed with no agenda; in Spanish too.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '#contract/meetings.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { meetingSummaryFixture } from '#web/test/meeting-fixture.ts';
import { filterSamples } from '../lib/demo-filter.ts';
import { DEFAULT_FILTERS } from '../lib/meeting-filters.ts';
import { MeetingCard } from './meeting-card.tsx';
import { MeetingFilters } from './meeting-filters.tsx';

const announced = (timeState: MeetingSummary['time_state']) =>
  meetingSummaryFixture({
    id: 40,
    title: 'Public Works Committee - August 7, 2024',
    meeting_date: '2024-08-07T19:30:00.000Z',
    meeting_date_local: '2024-08-07T14:30:00-05:00',
    location: 'Room 411',
    meeting_type: 'public_works_committee',
    status: 'scheduled',
    time_state: timeState,
    summary: 'The Public Works Committee is scheduled to meet on August 7, 2024 at 2:30 P.M. in Room 411.',
    document_type: 'agenda',
    created_at: '2024-01-02T00:00:00.000Z',
    announced: true,
  });

const card = (m: MeetingSummary) => <MeetingCard meeting={m} href="/meetings/40" selected={false} onSelect={() => {}} />;

describe('an announced meeting on its card', () => {
  it('is Upcoming and Announced while ahead', async () => {
    renderWithProviders(card(announced('upcoming')));
    expect(await screen.findByText('Announced')).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
  });

  it('once passed with no agenda, says so, and never that minutes are awaited', async () => {
    renderWithProviders(card(announced('no_agenda')));
    expect(await screen.findByText('No agenda on record')).toBeInTheDocument();
    expect(screen.queryByText(/Upcoming|Awaiting minutes|Minutes not yet published/)).toBeNull();
  });

  it('reads "Anunciada" and "Sin agenda registrada" in Spanish', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      const { unmount } = renderWithProviders(card(announced('upcoming')));
      expect(await screen.findByText('Anunciada')).toBeInTheDocument();
      unmount();
      renderWithProviders(card(announced('no_agenda')));
      expect(await screen.findByText('Sin agenda registrada')).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('the "No agenda on record" filter', () => {
  it('is offered among the statuses, in English and Spanish', async () => {
    const { unmount } = renderWithProviders(<MeetingFilters filters={DEFAULT_FILTERS} onChange={() => {}} />);
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getByRole('option', { name: 'No agenda on record' })).toHaveValue('no_agenda');
    unmount();
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      renderWithProviders(<MeetingFilters filters={DEFAULT_FILTERS} onChange={() => {}} />);
      expect(within(screen.getByRole('combobox', { name: 'Estado' })).getByRole('option', { name: 'Sin agenda registrada' })).toHaveValue('no_agenda');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('keeps, among the samples, the announced meetings whose date passed with no agenda, as the server does', () => {
    const awaiting = { ...announced('awaiting_minutes'), id: 41, announced: false };
    const samples = [announced('upcoming'), { ...announced('no_agenda'), id: 42 }, awaiting];
    expect(filterSamples(samples, { ...DEFAULT_FILTERS, status: 'no_agenda' }, {}, 'America/Chicago').map((m) => m.id)).toEqual([42]);
    expect(filterSamples(samples, { ...DEFAULT_FILTERS, status: 'awaiting_minutes' }, {}, 'America/Chicago').map((m) => m.id)).toEqual([41]);
  });
});
