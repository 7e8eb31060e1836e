/** An alert's item link that no longer finds its item lands on the meeting saying so (issue 37), in both languages. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { sampleMeetings } from '../data/sample-meetings.ts';
import { TEST_CITY } from '#web/test/test-city.ts';
import { MeetingDetailBody } from './meeting-detail-body.tsx';

const meeting = sampleMeetings(TEST_CITY, new Date('2025-08-01T22:00:00.000Z'))[0]!;

describe('a meeting page opened by a link to an item no longer on its agenda', () => {
  it('says the meeting was cancelled when it was', async () => {
    renderWithProviders(<MeetingDetailBody meeting={{ ...meeting, status: 'cancelled' }} autoFocus={false} />, { path: `/meetings/${meeting.id}?item_gone=3` });
    expect(await screen.findByRole('status')).toHaveTextContent('Item 3 was on this meeting\'s agenda when you were told of it. The meeting has been cancelled.');
  });

  it('says a revised agenda removed or changed the item, in Spanish too', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      renderWithProviders(<MeetingDetailBody meeting={meeting} autoFocus={false} />, { path: `/meetings/${meeting.id}?item_gone=5.a` });
      expect(await screen.findByText('El punto 5.a, tal como se le informó, ya no figura en la agenda de esta reunión: una agenda modificada lo retiró o lo cambió.')).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says nothing of the kind on an ordinary visit', () => {
    renderWithProviders(<MeetingDetailBody meeting={meeting} autoFocus={false} />, { path: `/meetings/${meeting.id}` });
    expect(screen.queryByText(/no longer on this meeting's agenda|when you were told of it/)).toBeNull();
  });
});
