/** Stored codes reach people as words: meeting types, topics and item results read as labels, not raw values. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { meetingSummaryFixture } from '#web/test/meeting-fixture.ts';
import { DEFAULT_FILTERS } from '../lib/meeting-filters.ts';
import { AgendaItems } from './agenda-items.tsx';
import { MeetingCard } from './meeting-card.tsx';
import { MeetingFilters } from './meeting-filters.tsx';

const meeting = meetingSummaryFixture({
  id: 3,
  title: 'HUD Grant Committee - March 4, 2024',
  meeting_date: '2024-03-04T16:00:00.000Z',
  meeting_date_local: '2024-03-04T10:00:00-06:00',
  meeting_type: 'hud_grant_committee',
  summary: 'The committee reviewed the grant applications.',
  topics: ['boards-and-commissions', 'affordable-housing'],
  created_at: '2024-03-05T00:00:00.000Z',
});

describe('labels of stored codes', () => {
  it('names the meeting type and topics on a card as the locale does, acronyms included', () => {
    renderWithProviders(<MeetingCard meeting={meeting} href="/meetings/3" selected={false} onSelect={() => {}} />);
    expect(screen.getByText(/HUD Grant Committee$/)).toBeInTheDocument();
    expect(screen.queryByText(/Hud grant committee/)).toBeNull();
    const topics = within(screen.getByRole('list', { name: 'Topics' }));
    // The catalogue's own name, not the slug made readable ("Boards and commissions").
    expect(topics.getByText('Boards and Appointments')).toBeInTheDocument();
    expect(topics.getByText('Affordable Housing')).toBeInTheDocument();
  });

  it('offers the meeting types by name in the filter', () => {
    renderWithProviders(<MeetingFilters filters={DEFAULT_FILTERS} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Meeting type' });
    expect(within(select).getByRole('option', { name: 'HUD Grant Committee' })).toHaveValue('hud_grant_committee');
  });

  it('reads an agenda item\'s stored result as a word', () => {
    const item = { id: 1, item_number: '4.b.', title: 'Contract', description: null, item_type: 'motion' as const, vote_required: true, vote_result: 'passed', page: null, file_number: null };
    renderWithProviders(<AgendaItems items={[item]} meetingId={3} reportable={false} />);
    expect(screen.getByText('Vote: Passed')).toBeInTheDocument();
  });
});
