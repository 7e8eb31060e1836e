/**
 * "Speak up" on an item of a meeting to come (issue 32): the draft (anyone) and the send (verified residents).
 * Only the form uses these, and it loads when opened.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpeakUpDraft, SpeakUpDraftInput, SpeakUpReceipt, SpeakUpSendInput } from '#contract/speak-up.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { countsKey } from './speak-up.ts';

const base = (meetingId: number, itemId: number) => `/meetings/${meetingId}/items/${itemId}/speak-up`;

export function useSpeakUpDraft(meetingId: number, itemId: number) {
  return useMutation({
    mutationFn: (input: SpeakUpDraftInput) => apiRequest<SpeakUpDraft>(`${base(meetingId, itemId)}/draft`, { method: 'POST', body: input }),
  });
}

export function useSpeakUpSend(meetingId: number, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpeakUpSendInput) => apiRequest<SpeakUpReceipt>(`${base(meetingId, itemId)}/send`, { method: 'POST', body: input }),
    // The dashboard lists the receipt; the item's count may have grown.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: countsKey(meetingId) }),
      ]);
    },
  });
}
