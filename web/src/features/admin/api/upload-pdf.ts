/**
 * `POST /api/v1/admin/ingest/upload`: one minutes or agenda PDF, read at once. A meeting it writes changes the
 * meetings lists and pages, so those are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadPdfResult } from '#contract/ingest.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function uploadPdf(file: File): Promise<UploadPdfResult> {
  return apiRequest<UploadPdfResult>('/admin/ingest/upload', {
    method: 'POST',
    query: { name: file.name },
    // The server checks the bytes themselves; a file the browser cannot type is still sent as a PDF to be checked.
    rawBody: { data: file, type: 'application/pdf' },
  });
}

export function useUploadPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPdf,
    onSuccess: (result) => {
      if (result.status === 'created' || result.status === 'updated') void queryClient.invalidateQueries({ queryKey: ['meetings'] });
    },
  });
}
