import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '#contract/dashboard.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { FollowedItems } from './followed-items.tsx';

const summary = {
  followed_items: [
    {
      file_number: '26-100-1',
      title: 'Street maintenance plan',
      upcoming: { meeting_id: 3, meeting_title: 'Regular Council Meeting', meeting_date: '2026-11-25T23:00:00.000Z', item_id: 9, item_number: '7.a.' },
    },
    { file_number: '26-300-1', title: 'Park lighting contract', upcoming: null },
  ],
} as unknown as DashboardSummary;

describe('FollowedItems', () => {
  it('offers "Speak up" on a followed item a meeting to come lists, and says when none does', () => {
    const asked: unknown[] = [];
    renderWithProviders(
      <FollowedItems
        summary={summary}
        speakUp={(item) => {
          asked.push(item);
          return <button type="button">{`Speak up on item ${item.itemNumber}`}</button>;
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Items you follow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Item 7.a. on the agenda of Regular Council Meeting,' })).toHaveAttribute('href', '/meetings/3#item-7-a');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(asked).toEqual([{ meetingId: 3, itemId: 9, itemNumber: '7.a.', title: 'Street maintenance plan' }]);
    expect(screen.getByText('No meeting to come lists it yet.')).toBeInTheDocument();
  });
});
