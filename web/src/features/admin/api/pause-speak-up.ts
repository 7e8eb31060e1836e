/** `PUT /api/v1/admin/speak-up/pause`: holds sending to the council, or resumes it (each held message sent once). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpeakUpPauseResult } from '#contract/speak-up-admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { speakUpAdminQueryKey } from './get-speak-up-admin.ts';

export function pauseSpeakUp(paused: boolean): Promise<SpeakUpPauseResult> {
  return apiRequest<SpeakUpPauseResult>('/admin/speak-up/pause', { method: 'PUT', body: { paused } });
}

export function usePauseSpeakUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseSpeakUp,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: speakUpAdminQueryKey }),
  });
}
