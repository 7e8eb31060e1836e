/** `GET /api/v1/admin/campaigns`: every campaign, whatever its status (admins only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '#contract/campaigns.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const adminCampaignsQueryKey = ['admin', 'campaigns'] as const;

export function getAdminCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return apiRequest<Campaign[]>('/admin/campaigns', { query: { limit: 100, skip: 0 }, signal });
}

export function useAdminCampaigns() {
  return useQuery(queryOptions({ queryKey: adminCampaignsQueryKey, queryFn: ({ signal }) => getAdminCampaigns(signal) }));
}
