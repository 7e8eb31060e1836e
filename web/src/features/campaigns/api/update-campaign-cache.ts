/** Puts a campaign returned by join or leave into the cached list, and refreshes the dashboard. */
import type { QueryClient } from '@tanstack/react-query';
import type { Campaign } from '#contract/campaigns.ts';
import { type CampaignsResult, campaignsQueryKey } from './get-campaigns.ts';

export function storeCampaign(queryClient: QueryClient, campaign: Campaign): void {
  queryClient.setQueryData<CampaignsResult>(campaignsQueryKey, (current) =>
    current
      ? { ...current, campaigns: current.campaigns.map((c) => (c.id === campaign.id ? campaign : c)) }
      : current,
  );
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}
