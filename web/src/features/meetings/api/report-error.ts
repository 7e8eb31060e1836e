/** `POST /api/v1/reports`: a reader's "Report an error" on a meeting, its summary, an item or a vote. */
import { useMutation } from '@tanstack/react-query';
import type { CreateErrorReportInput, ErrorReportCreated } from '#contract/corrections.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function reportError(input: CreateErrorReportInput): Promise<ErrorReportCreated> {
  return apiRequest<ErrorReportCreated>('/reports', { method: 'POST', body: input, timeoutMs: 15_000 });
}

export function useReportError() {
  return useMutation({ mutationFn: reportError });
}
