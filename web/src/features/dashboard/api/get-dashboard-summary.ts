/** `GET /api/v1/dashboard/summary`: upcoming meetings, unread notifications and recent activity. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '#contract/dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return apiRequest<DashboardSummary>('/dashboard/summary', { signal });
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({
    // Under ['dashboard'] so that joining, leaving and connecting elsewhere refresh it by key.
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
