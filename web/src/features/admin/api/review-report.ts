/**
 * `POST /api/v1/admin/reports/{id}/accept` (with the correction) and `.../dismiss`. Both refresh the queue, and
 * an accepted correction changes meetings, councilor votes and the corrections log, so those are refetched too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptReportInput, ErrorReport } from '#contract/corrections.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { errorReportsQueryKey } from './get-error-reports.ts';

export function acceptReport(id: number, input: AcceptReportInput): Promise<ErrorReport> {
  return apiRequest<ErrorReport>(`/admin/reports/${id}/accept`, { method: 'POST', body: input });
}

export function dismissReport(id: number): Promise<ErrorReport> {
  return apiRequest<ErrorReport>(`/admin/reports/${id}/dismiss`, { method: 'POST' });
}

function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [errorReportsQueryKey, ['meetings'], ['councilors'], ['corrections']]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

export function useAcceptReport() {
  const refresh = useRefreshAfterReview();
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: AcceptReportInput }) => acceptReport(id, input), onSuccess: refresh });
}

export function useDismissReport() {
  const refresh = useRefreshAfterReview();
  return useMutation({ mutationFn: dismissReport, onSuccess: refresh });
}
