import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ActiveCampaignsCard } from './active-campaigns-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ActiveCampaignsCard', () => {
  it('shows the campaign category and the resident\'s role as words, not stored codes', async () => {
    const body = { total_subscribed: 1, active_campaigns: [{ id: 4, title: 'Plant 1,000 trees', category: 'environment', membership_role: 'member' }] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body))));
    renderWithProviders(<ActiveCampaignsCard />);
    expect(await screen.findByText('Environment')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.queryByText('environment')).toBeNull();
    expect(screen.queryByText('member')).toBeNull();
  });
});
