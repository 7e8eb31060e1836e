/**
 * `GET /api/v1/campaigns/` with the spec's 5 s timer. On failure or timeout the grid shows the built-in sample
 * campaigns with a notice (spec §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '#contract/campaigns.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { SAMPLE_CAMPAIGNS } from '../data/sample-campaigns.ts';

/** Organizations and campaigns give up after 5 s (spec §9). */
export const CAMPAIGNS_TIMEOUT_MS = 5_000;

export interface CampaignsResult {
  campaigns: Campaign[];
  /** True when the list is the built-in sample because the API failed. */
  isSample: boolean;
}

export async function getCampaigns(signal?: AbortSignal): Promise<CampaignsResult> {
  try {
    const campaigns = await apiRequest<Campaign[]>('/campaigns/', { signal, timeoutMs: CAMPAIGNS_TIMEOUT_MS });
    return { campaigns, isSample: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { campaigns: SAMPLE_CAMPAIGNS, isSample: true };
  }
}

export const campaignsQueryKey = ['campaigns', 'list'] as const;

export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignsQueryKey,
    queryFn: ({ signal }) => getCampaigns(signal),
    // The fallback already answers a failure; retrying would only hold the sample back.
    retry: false,
  });
}

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
