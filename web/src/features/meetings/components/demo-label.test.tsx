/** An invented (demo) meeting says so on its card and its detail; a meeting of the record carries no such label. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { meetingDetailFixture } from '#web/test/meeting-fixture.ts';
import { MeetingCard } from './meeting-card.tsx';
import { MeetingDetailBody } from './meeting-detail-body.tsx';

const meeting = (isDemo: boolean) =>
  meetingDetailFixture({
    id: 12,
    title: 'City Council Regular Meeting (upcoming)',
    meeting_date: '2026-11-20T23:00:00.000Z',
    meeting_date_local: '2026-11-20T17:00:00-06:00',
    location: 'City Council Chambers',
    status: 'scheduled',
    time_state: 'upcoming',
    summary: 'The Council meets to vote on appointments and ordinances.',
    document_type: 'agenda',
    source: 'City of Tulsa',
    created_at: '2026-11-18T20:00:00.000Z',
    is_demo: isDemo,
  });

describe('Demo label', () => {
  it('shows "Demo" on the card of an invented meeting and not on one of the record', () => {
    const { unmount } = renderWithProviders(<MeetingCard meeting={meeting(true)} href="/meetings/12" selected={false} onSelect={() => {}} />);
    expect(screen.getByText('Demo', { exact: true })).toBeVisible();
    unmount();
    renderWithProviders(<MeetingCard meeting={meeting(false)} href="/meetings/12" selected={false} onSelect={() => {}} />);
    expect(screen.queryByText('Demo', { exact: true })).toBeNull();
  });

  it('shows "Demo" and why on the detail of an invented meeting', () => {
    renderWithProviders(<MeetingDetailBody meeting={meeting(true)} autoFocus={false} />);
    expect(screen.getByText('Demo', { exact: true })).toBeVisible();
    expect(screen.getByText(/It is not in the city's records and no alerts are sent for it\./)).toBeVisible();
  });
});
