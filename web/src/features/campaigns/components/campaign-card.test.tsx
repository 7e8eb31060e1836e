/** A campaign without a target date is "Ongoing" only while it is active (issue 33): a closed or completed one is not. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '#contract/campaigns.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CampaignCard } from './campaign-card.tsx';

const campaign: Campaign = {
  id: 7,
  title: 'Fix the sidewalks on 11th Street',
  description: 'Neighbors asking for repairs.',
  category: 'infrastructure',
  target_date: null,
  status: 'active',
  is_member: false,
  membership_role: null,
  member_count: 0,
  organization: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

const card = (status: Campaign['status']) =>
  renderWithProviders(<CampaignCard campaign={{ ...campaign, status }} selected={false} isSample={true} onRequireSignIn={() => {}} />);

describe('a campaign without a target date', () => {
  it('is called ongoing while active', () => {
    card('active');
    expect(screen.getByText(/^Ongoing/)).toBeInTheDocument();
  });

  it.each(['completed', 'closed'] as const)('is not called ongoing once %s', (status) => {
    card(status);
    expect(screen.queryByText(/Ongoing/)).toBeNull();
    expect(screen.getByText(/^No target date/)).toBeInTheDocument();
  });
});
