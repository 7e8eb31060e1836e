/** "Speak up" on an item of a meeting to come (issue 32): the draft (anyone) and the send (verified residents). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpeakUpCounts, SpeakUpDraft, SpeakUpDraftInput, SpeakUpReceipt, SpeakUpSendInput } from '../../../../../contract/speak-up.ts';
import { apiRequest } from '../../../lib/api-client.ts';

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

const countsKey = (meetingId: number) => ['meetings', meetingId, 'speak-up-counts'];

/** "N residents wrote about this item", by item id (only residents who agreed to be counted). */
export function useSpeakUpCounts(meetingId: number, enabled: boolean) {
  return useQuery({
    queryKey: countsKey(meetingId),
    queryFn: ({ signal }) => apiRequest<SpeakUpCounts>(`/meetings/${meetingId}/speak-up/counts`, { signal }),
    select: (data) => new Map(data.items.map((i) => [i.agenda_item_id, i.residents])),
    enabled,
  });
}
