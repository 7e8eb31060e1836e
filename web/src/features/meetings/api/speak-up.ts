/** "N residents wrote about this item" on the meeting page (issue 32); the draft and the send are in speak-up-send.ts. */
import { useQuery } from '@tanstack/react-query';
import type { SpeakUpCounts } from '#contract/speak-up.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const countsKey = (meetingId: number) => ['meetings', meetingId, 'speak-up-counts'];

/** "N residents wrote about this item", by item id (only residents who agreed to be counted). */
export function useSpeakUpCounts(meetingId: number, enabled: boolean) {
  return useQuery({
    queryKey: countsKey(meetingId),
    queryFn: ({ signal }) => apiRequest<SpeakUpCounts>(`/meetings/${meetingId}/speak-up/counts`, { signal }),
    select: (data) => new Map(data.items.map((i) => [i.agenda_item_id, i.residents])),
    enabled,
  });
}
