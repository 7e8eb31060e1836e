/** `POST /api/v1/admin/speak-up/held/{receiptId}/withhold`: one held message, judged spam, is not sent (the
 * clerk can undo it: restore-speak-up.ts), and its writer is told. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpeakUpWithholdResult } from '#contract/speak-up-admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { speakUpAdminQueryKey } from './get-speak-up-admin.ts';

export function withholdSpeakUp(receiptId: number): Promise<SpeakUpWithholdResult> {
  return apiRequest<SpeakUpWithholdResult>(`/admin/speak-up/held/${receiptId}/withhold`, { method: 'POST' });
}

export function useWithholdSpeakUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withholdSpeakUp,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: speakUpAdminQueryKey }),
  });
}
