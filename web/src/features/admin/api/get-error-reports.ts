/** `GET /api/v1/admin/reports`: the review queue (open reports by default), admins only. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportsResponse, ReportStatus } from '#contract/corrections.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type ReportsFilter = ReportStatus | 'all';

export const errorReportsQueryKey = ['admin', 'reports'] as const;

export function getErrorReports(status: ReportsFilter, signal?: AbortSignal): Promise<AdminReportsResponse> {
  return apiRequest<AdminReportsResponse>('/admin/reports', { query: { status, limit: 100, skip: 0 }, signal });
}

export function useErrorReports(status: ReportsFilter) {
  return useQuery(queryOptions({ queryKey: [...errorReportsQueryKey, status], queryFn: ({ signal }) => getErrorReports(status, signal) }));
}
