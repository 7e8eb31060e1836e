/** "N residents wrote: X in favour, Y against" on the meeting page (issues 32, 49); the draft and the send are in speak-up-send.ts. */
import { useQuery } from '@tanstack/react-query';
import type { SpeakUpCounts, SpeakUpTally } from '#contract/speak-up.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const countsKey = (meetingId: number) => ['meetings', meetingId, 'speak-up-counts'];

/** Each item's tally, by item id (only residents who agreed to be counted, each once). */
export function useSpeakUpCounts(meetingId: number, enabled: boolean) {
  return useQuery({
    queryKey: countsKey(meetingId),
    queryFn: ({ signal }) => apiRequest<SpeakUpCounts>(`/meetings/${meetingId}/speak-up/counts`, { signal }),
    select: (data) => new Map<number, SpeakUpTally>(data.items.map(({ agenda_item_id, ...tally }) => [agenda_item_id, tally])),
    enabled,
  });
}
