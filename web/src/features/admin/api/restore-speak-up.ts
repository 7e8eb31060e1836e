/**
 * `DELETE /api/v1/admin/speak-up/held/{receiptId}/withhold`: the clerk undoes a withhold; the message is kept again
 * (or sent at once when sending is on) and its writer is told.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpeakUpRestoreResult } from '#contract/speak-up-admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { speakUpAdminQueryKey } from './get-speak-up-admin.ts';

export function restoreSpeakUp(receiptId: number): Promise<SpeakUpRestoreResult> {
  return apiRequest<SpeakUpRestoreResult>(`/admin/speak-up/held/${receiptId}/withhold`, { method: 'DELETE' });
}

export function useRestoreSpeakUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSpeakUp,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: speakUpAdminQueryKey }),
  });
}
