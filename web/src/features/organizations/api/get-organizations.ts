/**
 * `GET /api/v1/organizations/?limit=100&skip=0&active_only=true` with the spec's 5 s timer. When the call fails
 * or times out the grid shows the built-in sample organizations instead (spec §8), so the page never stays empty.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organization, OrganizationListResponse } from '#contract/organizations.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { SAMPLE_ORGANIZATIONS } from '../data/sample-organizations.ts';

/** Organizations and campaigns give up after 5 s (spec §9). */
export const ORGANIZATIONS_TIMEOUT_MS = 5_000;

export interface OrganizationsResult {
  organizations: Organization[];
  /** True when the list is the built-in sample because the API failed. */
  isSample: boolean;
}

export async function getOrganizations(signal?: AbortSignal): Promise<OrganizationsResult> {
  try {
    const page = await apiRequest<OrganizationListResponse>('/organizations/', {
      query: { limit: 100, skip: 0, active_only: true },
      signal,
      timeoutMs: ORGANIZATIONS_TIMEOUT_MS,
    });
    return { organizations: page.items, isSample: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { organizations: SAMPLE_ORGANIZATIONS, isSample: true };
  }
}

export const organizationsQueryKey = ['organizations', 'list'] as const;

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationsQueryKey,
    queryFn: ({ signal }) => getOrganizations(signal),
    // The fallback already answers a failure; retrying would only hold the sample back.
    retry: false,
  });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
