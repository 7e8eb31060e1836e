/** `GET /api/v1/admin/organizations`: every organization, inactive ones included (admins only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationListResponse } from '#contract/organizations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const adminOrganizationsQueryKey = ['admin', 'organizations'] as const;

export function getAdminOrganizations(signal?: AbortSignal): Promise<OrganizationListResponse> {
  return apiRequest<OrganizationListResponse>('/admin/organizations', { query: { limit: 100, skip: 0 }, signal });
}

export function useAdminOrganizations() {
  return useQuery(queryOptions({ queryKey: adminOrganizationsQueryKey, queryFn: ({ signal }) => getAdminOrganizations(signal) }));
}
